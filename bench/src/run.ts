// `npm run bench`: one run on this machine, figures printed as a table. Not a test: no pass/fail.
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type LoadTarget, pairedWithBare } from './paired.ts';
import type { RecordedAnswer } from './servers.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rows: [string, string][] = [];
/** `BENCH_ONLY=first-page,http` runs only those sections (http, login, ledger, seamless, reports, first-page). */
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (section: string) => !only || only.includes(section);

const withServer = async <T>(
  kind: string,
  body: (address: string, pid?: number) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> => {
  const child = fork(fileURLToPath(new URL('./servers.ts', import.meta.url)), [kind], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      child.once('message', (message: { address: string }) => resolve(message.address));
      child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
    });
    return await body(address, child.pid);
  } finally {
    child.kill();
  }
};

/** Full logins through the app (RSA unwrap, scrypt verify, session insert), 8 at a time. */
async function measureLogins() {
  const { createLoginBench } = await import('./login.ts');
  const bench = await createLoginBench();
  try {
    const result = await bench.run(duration * 1000, 8);
    return `${result.perSecond.toFixed(1)} logins/s (p50 ${result.p50} ms, p99 ${result.p99} ms)`;
  } finally {
    await bench.close();
  }
}

const ledgerTargets = () => [
  { name: 'PGlite', url: undefined },
  ...((process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)
    ? [{ name: 'PostgreSQL', url: (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)! }]
    : []),
];

/** The daily summary over a month of a busy merchant: counted live, one day kept, the month read back kept. */
async function measureReports(target: { name: string; url: string | undefined }): Promise<[string, string]> {
  const { withBenchDatabase } = await import('./bench-database.ts');
  const { runReportsBench } = await import('./reports.ts');
  const players = 2000;
  const betsPerDay = Number(process.env.BENCH_BETS_PER_DAY ?? 10_000);
  const result = await withBenchDatabase(target.url, (database) =>
    runReportsBench(database, { players, betsPerDay }),
  );
  return [
    `[${target.name}] daily summary, ${result.days} days, ${result.bets.toLocaleString('en')} bets, ${players.toLocaleString('en')} players`,
    `counted live ${result.live.toFixed(0)} ms; nightly count of one day ${result.keepOneDay.toFixed(0)} ms; ` +
      `the month kept ${result.keptMonth.toFixed(1)} ms${result.everyDayKept ? '' : ' (NOT every day kept)'}; ` +
      `one player's play requirement (${result.playerBets} bets, a month of deposits) ${result.playRequirement.toFixed(1)} ms`,
  ];
}

/** Naive baseline vs ledger postings (sharded house, one house row), same database, same run. */
async function measureLedger(target: { name: string; url: string | undefined }): Promise<[string, string][]> {
  const { withBenchDatabase } = await import('./bench-database.ts');
  const { runLedgerBench } = await import('./ledger.ts');
  const transfers = Number(process.env.BENCH_TRANSFERS ?? 3000);
  const result = await withBenchDatabase(target.url, (database) =>
    runLedgerBench(database, { players: 1000, transfers, concurrency: 8 }),
  );
  const fmt = (r: { perSecond: number; p50: number; p99: number }) =>
    `${Math.round(r.perSecond).toLocaleString('en')}/s (p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms)`;
  return [
    [`[${target.name}] naive transfer baseline, ${transfers}`, fmt(result.naive)],
    [
      `[${target.name}] ledger, 1,000 players, sharded house`,
      `${fmt(result.sharded)} = ${(result.sharded.perSecond / result.naive.perSecond).toFixed(2)}x naive`,
    ],
    [
      `[${target.name}] ledger, all bets on one house row`,
      `${fmt(result.single)} = ${(result.single.perSecond / result.naive.perSecond).toFixed(2)}x naive, ` +
        `${(result.single.perSecond / result.sharded.perSecond).toFixed(2)}x sharded`,
    ],
    [
      `[${target.name}] ledger invariant after the run`,
      result.drift === 0 ? 'zero drift' : `${result.drift} DRIFT ROWS`,
    ],
  ];
}

/** Seamless bet+win pairs/s from concurrent players vs the same hands as transfers in and out (bench/src/seamless.ts). */
async function measureSeamless(target: {
  name: string;
  url: string | undefined;
}): Promise<[string, string][]> {
  const { withBenchDatabase } = await import('./bench-database.ts');
  const { runSeamlessBench } = await import('./seamless.ts');
  const players = Number(process.env.BENCH_SEAMLESS_PLAYERS ?? 20);
  const fmt = (r: { perSecond: number; p50: number; p99: number }) =>
    `${Math.round(r.perSecond).toLocaleString('en')} pairs/s (p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms)`;
  const rows: [string, string][] = [];
  // over localhost HTTP as deployed (the real demo vendor app for the baseline), then in-process only
  for (const transport of ['http', 'inject'] as const) {
    const result = await withBenchDatabase(target.url, (database) =>
      runSeamlessBench(database, { players, seconds: duration, transport }),
    );
    const label = `[${target.name}, ${transport === 'http' ? 'over HTTP' : 'in-process'}]`;
    rows.push(
      [`${label} naive transfer baseline: in + out per hand, ${players} players`, fmt(result.naive)],
      [
        `${label} seamless bet + win, ${players} players`,
        `${fmt(result.seamless)} = ${(result.seamless.perSecond / result.naive.perSecond).toFixed(2)}x naive`,
      ],
      [
        `${label} seamless invariant after the run`,
        result.drift === 0 && result.balancesOff.length === 0
          ? 'zero drift, every balance as expected'
          : `${result.drift} DRIFT ROWS; off: ${result.balancesOff.slice(0, 3).join(', ')}`,
      ],
    );
  }
  return rows;
}

const load = async (url: string) => {
  await autocannon({ url, connections: 10, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: 50, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return `${Math.round(result.requests.average).toLocaleString('en')} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`;
};

/** One answer as the app sends it, to replay, and a few words on its size. */
const recordAnswer = (url: string, headers: Record<string, string>) =>
  new Promise<{ answer: RecordedAnswer; size: string }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const kept = Object.entries(response.headers)
          .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
          .map(([name, value]) => [name, String(value)] as [string, string]);
        resolve({
          answer: { status: response.statusCode!, headers: kept, body: body.toString('base64') },
          size: `${kept.length} headers, ${body.length} B ${response.headers['content-encoding'] ?? 'plain'}`,
        });
      });
    }).on('error', reject);
  });

const paired = (bare: LoadTarget, ours: LoadTarget, headers?: Record<string, string>) =>
  pairedWithBare(bare, ours, duration, headers);

if (wanted('http')) {
  rows.push(['bare Fastify JSON route', await withServer('bare', (address) => load(`${address}/json`))]);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  // fast reads (issue 9 §5, issue 10): the pre-serialized merchant answers, each paired with the
  // bare route; asked as a browser asks (it always offers brotli), and once more without compression
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  await withServer('bare', (bareAddress, barePid) =>
    withServer('app', async (app, appPid) => {
      const bare: LoadTarget = { url: `${bareAddress}/json`, pid: barePid };
      for (const path of ['/wps/system/status', '/lgw/games/game_menus']) {
        const ours: LoadTarget = { url: `${app}${path}`, pid: appPid };
        rows.push([`GET ${path}, as a browser asks (${database})`, await paired(bare, ours, asBrowser)]);
        rows.push([`GET ${path}, uncompressed (${database})`, await paired(bare, ours)]);
      }
      // the ceiling of the status row on this machine: no framework, the same bytes, asked alike
      const recorded = await recordAnswer(`${app}/wps/system/status`, asBrowser);
      await withServer(
        'replay',
        async (replayAddress, replayPid) => {
          const replay: LoadTarget = { url: `${replayAddress}/wps/system/status`, pid: replayPid };
          const row = await paired(bare, replay, asBrowser);
          rows.push([`  plain Node sending the same status answer (${recorded.size})`, row]);
        },
        { BENCH_REPLAY: JSON.stringify(recorded.answer) },
      );
    }),
  );
  // the signed-in balance against the bare row of this run
  {
    const { againstBare, measureBalance } = await import('./balance.ts');
    rows.push([
      `GET /wps/v2/wallets/balance, signed in (${database})`,
      againstBare(await measureBalance(duration), rows[0]![1]),
    ]);
  }
  // the game catalogue (issue 10): launches
  {
    const { measureLaunches } = await import('./games.ts');
    rows.push([
      `POST /wps/game/launchGame, seamless, in-process vendor (${database})`,
      await measureLaunches(duration),
    ]);
  }
}

if (wanted('login')) rows.push(['login (scrypt N=2^15, r=8, p=1; decrypt + session)', await measureLogins()]);
if (wanted('ledger')) for (const target of ledgerTargets()) rows.push(...(await measureLedger(target)));
if (wanted('seamless')) for (const target of ledgerTargets()) rows.push(...(await measureSeamless(target)));
if (wanted('reports')) for (const target of ledgerTargets()) rows.push(await measureReports(target));

const dist = join(root, 'apps/web/dist');
if (!wanted('first-page')) {
  // skipped
} else if (existsSync(join(dist, 'index.html'))) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const bytes = initial.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  rows.push([`web initial JS, gzip (${initial.length} files)`, `${(bytes / 1024).toFixed(1)} kB`]);
  const { measureFirstPage } = await import('./first-page.ts');
  const home = await withServer('web', (address) => measureFirstPage(address, dist, 3));
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  rows.push([
    'home, Chromium, 4x CPU throttle, cold (median of 3)',
    `LCP ${Math.round(home.median.lcp)} ms, CLS ${home.median.cls.toFixed(3)}` +
      ` (LCP runs: ${home.loads.map((load) => Math.round(load.lcp)).join(', ')} ms)`,
  ]);
  rows.push([
    'home JS downloaded by the browser',
    `${kB(home.median.jsTransferred)} on the wire (${home.median.encodings.join('/')}), ` +
      `${kB(home.median.jsGzip)} gzip, ${home.median.scripts} files`,
  ]);
} else {
  rows.push(['web initial JS, gzip', 'not built: run `npm run build` first']);
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\nCroupier bench — ${new Date().toISOString()} — ${duration}s per load, 50 connections\n`);
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
