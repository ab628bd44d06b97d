// One fast read against the bare route under the same load on the machine.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** A server under load: where to call it and, when known, its process (for its CPU). */
export interface LoadTarget {
  url: string;
  pid?: number;
}

/** CPU seconds a process has used so far (user + system), from /proc; undefined off Linux. */
const cpuSecondsOf = (pid: number | undefined) => {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
};

/** Adds the CPU `pid` spends while `work` runs to `total`. */
const measuredCpu = async <T>(
  pid: number | undefined,
  total: { seconds: number },
  work: () => Promise<T>,
) => {
  const before = cpuSecondsOf(pid);
  const result = await work();
  const after = cpuSecondsOf(pid);
  if (before !== undefined && after !== undefined) total.seconds += after - before;
  return result;
};

const microseconds = (cpu: { seconds: number }, calls: number) => (cpu.seconds / calls) * 1e6;

/**
 * Loads `ours` (with `headers`, e.g. a session token) and the bare route side by side in
 * alternating 1 s slices (`duration` of each, after a 1 s warm-up of each), so a burst of other
 * work on this shared 2-core machine falls on both figures alike. Answers the row's text:
 * "N req/s (p50, p99) = R x bare (M req/s in the alternate slices)", then, when both servers'
 * processes are known, the CPU each server and the load generator (this process) spent a call.
 * Client and server share the machine's two cores and both run near a full core: a longer answer
 * costs the load generator more to read, so the req/s ratio can stop at the load generator while
 * the server's own CPU a call tells what the server spends (docs/fast-lane.md, "Measuring on two cores").
 */
export const pairedWithBare = async (
  bare: LoadTarget,
  ours: LoadTarget,
  duration: number,
  headers: Record<string, string> = {},
) => {
  const slice = async (target: string, sliceHeaders: Record<string, string>) => {
    const result = await autocannon({ url: target, headers: sliceHeaders, connections: 50, duration: 1 });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result;
  };
  await autocannon({ url: bare.url, connections: 10, duration: 1 });
  await autocannon({ url: ours.url, headers, connections: 10, duration: 1 });
  const totals = { bare: 0, ours: 0, p50: [] as number[], p99: [] as number[] };
  const cpu = {
    bareServer: { seconds: 0 },
    oursServer: { seconds: 0 },
    bareClient: { seconds: 0 },
    oursClient: { seconds: 0 },
  };
  for (let second = 0; second < duration; second += 1) {
    const bareSlice = await measuredCpu(process.pid, cpu.bareClient, () =>
      measuredCpu(bare.pid, cpu.bareServer, () => slice(bare.url, {})),
    );
    totals.bare += bareSlice.requests.total;
    const oursSlice = await measuredCpu(process.pid, cpu.oursClient, () =>
      measuredCpu(ours.pid, cpu.oursServer, () => slice(ours.url, headers)),
    );
    totals.ours += oursSlice.requests.total;
    totals.p50.push(oursSlice.latency.p50);
    totals.p99.push(oursSlice.latency.p99);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const perSecond = (total: number) => Math.round(total / duration).toLocaleString('en');
  const row =
    `${perSecond(totals.ours)} req/s (p50 ${median(totals.p50)} ms, p99 ${median(totals.p99)} ms) = ` +
    `${(totals.ours / totals.bare).toFixed(2)}x bare (${perSecond(totals.bare)} req/s in the alternate slices)`;
  if (bare.pid === undefined || ours.pid === undefined || cpu.oursServer.seconds === 0) return row;
  const server = {
    ours: microseconds(cpu.oursServer, totals.ours),
    bare: microseconds(cpu.bareServer, totals.bare),
  };
  const client = {
    ours: microseconds(cpu.oursClient, totals.ours),
    bare: microseconds(cpu.bareClient, totals.bare),
  };
  return (
    `${row}; CPU a call: server ${server.ours.toFixed(1)} µs = ${(server.bare / server.ours).toFixed(2)}x ` +
    `bare's ${server.bare.toFixed(1)} µs, load generator ${client.ours.toFixed(1)} µs against ${client.bare.toFixed(1)} µs`
  );
};
