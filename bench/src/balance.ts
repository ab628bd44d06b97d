// The signed-in balance read (session, member, wallets) under load, against a bare route loaded
// in alternating slices of the same run.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pairedWithBare } from './paired.ts';

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
    const headers = { authorization: balance.message.token };
    return await pairedWithBare(
      { url: `${bare.message.address}/json`, pid: bare.child.pid },
      { url: `${balance.message.address}/wps/v2/wallets/balance`, pid: balance.child.pid },
      duration,
      headers,
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
