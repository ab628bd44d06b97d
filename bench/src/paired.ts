// One fast read against the bare route under the same load on the machine.
import autocannon from 'autocannon';

/**
 * Loads `url` (with `headers`, e.g. a session token) and the bare route side by side in
 * alternating 1 s slices (`duration` of each, after a 1 s warm-up of each), so a burst of other
 * work on this shared 2-core machine falls on both figures alike. Answers the row's text:
 * "N req/s (p50, p99) = R x bare (M req/s in the alternate slices)".
 */
export const pairedWithBare = async (
  bareUrl: string,
  url: string,
  duration: number,
  headers: Record<string, string> = {},
) => {
  const slice = async (target: string, sliceHeaders: Record<string, string>) => {
    const result = await autocannon({ url: target, headers: sliceHeaders, connections: 50, duration: 1 });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result;
  };
  await autocannon({ url: bareUrl, connections: 10, duration: 1 });
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const totals = { bare: 0, ours: 0, p50: [] as number[], p99: [] as number[] };
  for (let second = 0; second < duration; second += 1) {
    totals.bare += (await slice(bareUrl, {})).requests.total;
    const ours = await slice(url, headers);
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
};
