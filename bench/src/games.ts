// Game launches under load: POST /wps/game/launchGame of a seamless slot in real mode by one
// signed-in player (each call: session, game lookup, a fresh game token, a launch row, the
// vendor's answer from an in-process vendor), 50 connections after a 1 s warm-up.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const measureLaunches = async (duration: number) => {
  const child = fork(fileURLToPath(new URL('./games-server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env },
  });
  try {
    const { address, token, nodeId } = await new Promise<{ address: string; token: string; nodeId: number }>(
      (resolve, reject) => {
        child.once('message', (message: { address: string; token: string; nodeId: number }) =>
          resolve(message),
        );
        child.once('exit', (code) => reject(new Error(`games server exited (${code})`)));
      },
    );
    const options = {
      url: `${address}/wps/game/launchGame`,
      method: 'POST' as const,
      headers: { authorization: token, 'content-type': 'application/json', language: 'EN' },
      body: JSON.stringify({ nodeId, accountType: 1, launchMode: 'GLS', platform: 'html5-desktop' }),
    };
    await autocannon({ ...options, connections: 10, duration: 1 });
    const result = await autocannon({ ...options, connections: 50, duration });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return `${Math.round(result.requests.average).toLocaleString('en')} launches/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`;
  } finally {
    child.kill();
  }
};
