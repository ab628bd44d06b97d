// The signed-in balance read (session, member, wallets) under load, against a bare route loaded
// in alternating slices of the same run.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const perSecondOf = (row: string | undefined) =>
  Number(row?.match(/^([\d,]+) req\/s/)?.[1]?.replaceAll(',', ''));

const started = async <T extends object>(script: string, args: string[] = []) => {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env },
  });
  const message = await new Promise<T>((resolve, reject) => {
    child.once('message', (value: T) => resolve(value));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, message };
};

/**
 * GET /wps/v2/wallets/balance with a live session token, 50 connections, against a bare Fastify
 * route under the same load on the machine: both servers run side by side and are loaded in
 * alternating 1 s slices (`duration` of each, after a 1 s warm-up of each), so a burst of other
 * work on this shared machine falls on both figures alike (as run.ts pairs the status and menus).
 */
export const measureBalance = async (duration: number) => {
  const balance = await started<{ address: string; token: string }>('./balance-server.ts');
  const bare = await started<{ address: string }>('./servers.ts', ['bare']).catch((error: unknown) => {
    balance.child.kill();
    throw error;
  });
  try {
    const url = `${balance.message.address}/wps/v2/wallets/balance`;
    const bareUrl = `${bare.message.address}/json`;
    const headers = { authorization: balance.message.token };
    const slice = async (target: string, withToken: boolean) => {
      const result = await autocannon({
        url: target,
        connections: 50,
        duration: 1,
        ...(withToken ? { headers } : {}),
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return result;
    };
    await autocannon({ url: bareUrl, connections: 10, duration: 1 });
    await autocannon({ url, headers, connections: 10, duration: 1 });
    const totals = { bare: 0, ours: 0, p50: [] as number[], p99: [] as number[] };
    for (let second = 0; second < duration; second += 1) {
      totals.bare += (await slice(bareUrl, false)).requests.total;
      const ours = await slice(url, true);
      totals.ours += ours.requests.total;
      totals.p50.push(ours.latency.p50);
      totals.p99.push(ours.latency.p99);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const perSecond = (total: number) => Math.round(total / duration).toLocaleString('en');
    return (
      `${perSecond(totals.ours)} req/s (p50 ${median(totals.p50)} ms, p99 ${median(totals.p99)} ms) = ` +
      `${(totals.ours / totals.bare).toFixed(2)}x bare (${perSecond(totals.bare)} req/s in the alternate slices)`
    );
  } finally {
    balance.child.kill();
    bare.child.kill();
  }
};

/** "= 0.42x bare" for a req/s row, from the bare route's row of the same run. */
export const againstBare = (row: string, bareRow: string | undefined) => {
  // a row measured in pairs with a bare route already carries its own ratio
  if (row.includes('x bare')) return row;
  const ratio = perSecondOf(row) / perSecondOf(bareRow);
  return Number.isFinite(ratio) ? `${row} = ${ratio.toFixed(2)}x bare` : row;
};
