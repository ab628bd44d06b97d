import { lineWin, reelCount, rowCount, type SlotMachine } from './slot-engine.ts';

/**
 * The exact return to player of a slot, over every combination of reel stops, without walking
 * them all (the strips give tens of millions). Exact because:
 * - every payline sees, on each reel, one cell whose symbol is distributed as the strip's symbol
 *   counts (the stop is uniform), and the reels are independent: so each line's expected win is
 *   the sum over symbol 5-tuples of the product of the counts times what `lineWin` pays them, the
 *   same for all 20 lines, and the line part of the RTP is that expectation in line bets;
 * - the scatter count is the sum of independent per-reel counts, each read off every stop of its
 *   strip, so its distribution is their convolution.
 * Answers the RTP as a fraction of all stop combinations (integers, no rounding anywhere).
 */
export const exactRtp = (machine: SlotMachine) => {
  const symbolCounts = machine.strips.map((strip) => {
    const counts = new Map<number, bigint>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
    return [...counts];
  });
  const combinations = machine.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);

  let lineNumerator = 0n;
  const symbols = [0, 0, 0, 0, 0];
  const walk = (reel: number, weight: bigint) => {
    if (reel === reelCount) {
      const { multiplier } = lineWin(machine, symbols);
      if (multiplier > 0) lineNumerator += weight * BigInt(multiplier);
      return;
    }
    for (const [symbol, count] of symbolCounts[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1n);

  let scatterWays = [1n];
  for (const strip of machine.strips) {
    const perStop = [0n, 0n, 0n, 0n];
    strip.forEach((_, stop) => {
      let seen = 0;
      for (let row = 0; row < rowCount; row++) {
        if (strip[(stop + row) % strip.length] === machine.scatter) seen++;
      }
      perStop[seen]!++;
    });
    const next = new Array<bigint>(scatterWays.length + rowCount).fill(0n);
    scatterWays.forEach((ways, count) => {
      perStop.forEach((stops, seen) => {
        next[count + seen]! += ways * stops;
      });
    });
    scatterWays = next;
  }
  const scatterNumerator = scatterWays.reduce(
    (sum, ways, count) => sum + ways * BigInt(machine.scatterPays[count] ?? 0),
    0n,
  );
  return { numerator: lineNumerator + scatterNumerator, denominator: combinations };
};

/** The RTP in percent, rounded half up to `places` decimals, as a string ("96.03"). */
export const rtpPercent = (rtp: { numerator: bigint; denominator: bigint }, places = 2) => {
  const scale = 10n ** BigInt(places);
  const scaled = (rtp.numerator * 100n * scale * 2n + rtp.denominator) / (2n * rtp.denominator);
  const whole = scaled / scale;
  return places === 0 ? `${whole}` : `${whole}.${(scaled % scale).toString().padStart(places, '0')}`;
};
