import type { Names } from './game-catalogue.ts';

/**
 * The one engine of the demo vendor's 5x3 video slots: reel strips, 20 fixed paylines, line wins
 * left to right (3, 4 or 5 of a kind, the wild standing in for every symbol but the scatter) and
 * scatter pays anywhere. Pure functions of the reel stops, so the same code spins for players
 * (stops from node:crypto) and in the RTP tests (stops from a seeded generator).
 */
export const reelCount = 5;
export const rowCount = 3;

/** Row (0 top .. 2 bottom) of each reel, per line; the lines every game pays. */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [1, 2, 2, 2, 1],
  [1, 0, 0, 0, 1],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
export const lineCount = paylines.length;

export interface SlotSymbol {
  code: string;
  kind: 'wild' | 'scatter' | 'plain';
  /** pays for 3, 4 and 5 of a kind: multiples of the line bet (the scatter's: of the total bet) */
  pays: readonly [number, number, number];
}

export interface SlotGame {
  code: string;
  names: Names;
  symbols: readonly SlotSymbol[];
  /** one strip per reel: symbol codes, space separated, read circularly */
  reels: readonly string[];
  /** the return to player, in percent, exactly as slot-rtp.ts computes it from the strips (rounded to 2 places) */
  rtp: string;
}

/** A game in the form the engine spins: symbol indices and pay tables indexed by count. */
export interface SlotMachine {
  game: SlotGame;
  strips: readonly (readonly number[])[];
  wild: number;
  scatter: number;
  /** linePays[symbol][count], count 0..5, in line bets */
  linePays: readonly (readonly number[])[];
  /** scatterPays[count], count 0..15, in total bets */
  scatterPays: readonly number[];
}

const payRow = (pays: readonly [number, number, number]) => [0, 0, 0, ...pays];

export const compileSlot = (game: SlotGame): SlotMachine => {
  const index = new Map(game.symbols.map((symbol, at) => [symbol.code, at]));
  const only = (kind: SlotSymbol['kind']) => {
    const found = game.symbols.flatMap((symbol, at) => (symbol.kind === kind ? [at] : []));
    if (found.length !== 1) throw new Error(`${game.code}: needs exactly one ${kind} symbol`);
    return found[0]!;
  };
  if (game.reels.length !== reelCount) throw new Error(`${game.code}: needs ${reelCount} reels`);
  const strips = game.reels.map((reel) =>
    reel
      .trim()
      .split(/\s+/)
      .map((code) => {
        const at = index.get(code);
        if (at === undefined) throw new Error(`${game.code}: unknown symbol ${code} on a reel`);
        return at;
      }),
  );
  const scatter = only('scatter');
  return {
    game,
    strips,
    wild: only('wild'),
    scatter,
    linePays: game.symbols.map((symbol) =>
      symbol.kind === 'scatter' ? [0, 0, 0, 0, 0, 0] : payRow(symbol.pays),
    ),
    scatterPays: Array.from({ length: reelCount * rowCount + 1 }, (_, count) =>
      count < 3 ? 0 : game.symbols[scatter]!.pays[Math.min(count, 5) - 3]!,
    ),
  };
};

/** One stop per reel, each uniform over its strip: `randomInt(n)` answers 0..n-1. */
export const drawStops = (machine: SlotMachine, randomInt: (max: number) => number) =>
  machine.strips.map((strip) => randomInt(strip.length));

/** The visible 5x3 window, reel by reel: `window[reel * 3 + row]`. */
export const windowAt = (machine: SlotMachine, stops: readonly number[]) => {
  const window: number[] = [];
  for (let reel = 0; reel < reelCount; reel++) {
    const strip = machine.strips[reel]!;
    for (let row = 0; row < rowCount; row++) window.push(strip[(stops[reel]! + row) % strip.length]!);
  }
  return window;
};

export interface LineWin {
  /** index into `paylines` */
  line: number;
  /** the symbol paid (the wild when wilds alone pay more) */
  symbol: number;
  count: number;
  /** in line bets */
  multiplier: number;
}

/**
 * What five symbols read left to right pay, in line bets: the run of the first symbol that is not
 * a wild (wilds standing in), or the run of leading wilds on their own, whichever pays more.
 */
export const lineWin = (machine: SlotMachine, symbols: ArrayLike<number>) => {
  const { wild, scatter, linePays } = machine;
  let wilds = 0;
  while (wilds < reelCount && symbols[wilds] === wild) wilds++;
  const wildPay = linePays[wild]![wilds]!;
  const target = wilds < reelCount ? symbols[wilds]! : wild;
  if (target === scatter || target === wild) return { symbol: wild, count: wilds, multiplier: wildPay };
  let count = wilds;
  while (count < reelCount && (symbols[count] === target || symbols[count] === wild)) count++;
  const targetPay = linePays[target]![count]!;
  return targetPay >= wildPay
    ? { symbol: target, count, multiplier: targetPay }
    : { symbol: wild, count: wilds, multiplier: wildPay };
};

export interface SpinEvaluation {
  lineWins: LineWin[];
  /** sum of the line wins, in line bets */
  lineMultiplier: number;
  scatterCount: number;
  /** in total bets */
  scatterMultiplier: number;
}

export const evaluateWindow = (machine: SlotMachine, window: readonly number[]): SpinEvaluation => {
  const lineWins: LineWin[] = [];
  const symbols = [0, 0, 0, 0, 0];
  paylines.forEach((rows, line) => {
    for (let reel = 0; reel < reelCount; reel++) symbols[reel] = window[reel * rowCount + rows[reel]!]!;
    const win = lineWin(machine, symbols);
    if (win.multiplier > 0) lineWins.push({ line, ...win });
  });
  const scatterCount = window.filter((symbol) => symbol === machine.scatter).length;
  return {
    lineWins,
    lineMultiplier: lineWins.reduce((sum, win) => sum + win.multiplier, 0),
    scatterCount,
    scatterMultiplier: machine.scatterPays[scatterCount]!,
  };
};

/**
 * The payout of a spin in minor units. The total stake is a whole number of lines' worth of
 * minor units (allowed stakes are multiples of 20), so every line bet is exact.
 */
export const payoutOf = (evaluation: SpinEvaluation, stakeMinor: bigint) =>
  (BigInt(evaluation.lineMultiplier) * stakeMinor) / BigInt(lineCount) +
  BigInt(evaluation.scatterMultiplier) * stakeMinor;

/** The stakes every slot takes (total bet per spin, 20 lines). */
export const slotStakes = ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'] as const;

/**
 * The total return of one window in line bets (lineMultiplier + scatterMultiplier * lines): what
 * the RTP checks sum over every stop combination or millions of spins.
 */
export const returnInLineBets = (machine: SlotMachine, window: ArrayLike<number>) => {
  let total = 0;
  let scatters = 0;
  for (let cell = 0; cell < window.length; cell++) if (window[cell] === machine.scatter) scatters++;
  const symbols = [0, 0, 0, 0, 0];
  for (const rows of paylines) {
    for (let reel = 0; reel < reelCount; reel++) symbols[reel] = window[reel * rowCount + rows[reel]!]!;
    total += lineWin(machine, symbols).multiplier;
  }
  return total + machine.scatterPays[scatters]! * lineCount;
};

/** `returnInLineBets` of the window at `stops`, reusing one buffer: the simulation's hot loop. */
export const returnAtStops = (machine: SlotMachine) => {
  const window = new Int32Array(reelCount * rowCount);
  return (stops: ArrayLike<number>) => {
    for (let reel = 0; reel < reelCount; reel++) {
      const strip = machine.strips[reel]!;
      for (let row = 0; row < rowCount; row++) {
        window[reel * rowCount + row] = strip[(stops[reel]! + row) % strip.length]!;
      }
    }
    return returnInLineBets(machine, window);
  };
};
