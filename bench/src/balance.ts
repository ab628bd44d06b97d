// The signed-in balance read (session, member, wallets) under load, against the bare route's
// figure of the same run.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const perSecondOf = (row: string | undefined) =>
  Number(row?.match(/^([\d,]+) req\/s/)?.[1]?.replaceAll(',', ''));

/** GET /wps/v2/wallets/balance with a live session token, 50 connections, after a 1 s warm-up. */
export const measureBalance = async (duration: number) => {
  const child = fork(fileURLToPath(new URL('./balance-server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env },
  });
  try {
    const { address, token } = await new Promise<{ address: string; token: string }>((resolve, reject) => {
      child.once('message', (message: { address: string; token: string }) => resolve(message));
      child.once('exit', (code) => reject(new Error(`balance server exited (${code})`)));
    });
    const url = `${address}/wps/v2/wallets/balance`;
    const headers = { authorization: token };
    await autocannon({ url, headers, connections: 10, duration: 1 });
    const result = await autocannon({ url, headers, connections: 50, duration });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return `${Math.round(result.requests.average).toLocaleString('en')} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`;
  } finally {
    child.kill();
  }
};

/** "= 0.42x bare" for a req/s row, from the bare route's row of the same run. */
export const againstBare = (row: string, bareRow: string | undefined) => {
  const ratio = perSecondOf(row) / perSecondOf(bareRow);
  return Number.isFinite(ratio) ? `${row} = ${ratio.toFixed(2)}x bare` : row;
};
