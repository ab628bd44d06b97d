import { toMinor } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import {
  compileSlot,
  evaluateWindow,
  lineCount,
  lineWin,
  payoutOf,
  returnInLineBets,
  type SlotGame,
  slotStakes,
  windowAt,
} from './slot-engine.ts';

const game: SlotGame = {
  code: 'test',
  names: { CN: '', EN: '', KM: '', TH: '', VI: '' },
  rtp: '0',
  symbols: [
    { code: 'W', kind: 'wild', pays: [50, 200, 1000] },
    { code: 'S', kind: 'scatter', pays: [2, 10, 50] },
    { code: 'A', kind: 'plain', pays: [5, 20, 80] },
    { code: 'K', kind: 'plain', pays: [4, 15, 60] },
  ],
  reels: ['A K S W', 'A K W S', 'A K S W', 'A K W S', 'A K S W'],
};
const machine = compileSlot(game);
const codes = ['W', 'S', 'A', 'K'];
const line = (text: string) => text.split(' ').map((code) => codes.indexOf(code));
const pay = (text: string) => {
  const win = lineWin(machine, line(text));
  return `${codes[win.symbol]}${win.count}:${win.multiplier}`;
};

describe('slot line wins', () => {
  it('pays runs of 3, 4 and 5 from the leftmost reel only', () => {
    expect(pay('A A A K K')).toBe('A3:5');
    expect(pay('A A A A K')).toBe('A4:20');
    expect(pay('K K K K K')).toBe('K5:60');
    expect(lineWin(machine, line('K A A A A')).multiplier).toBe(0);
    expect(lineWin(machine, line('A A K A A')).multiplier).toBe(0);
  });

  it('lets the wild stand in for any symbol but the scatter', () => {
    expect(pay('W A A A K')).toBe('A4:20');
    expect(pay('A W A W A')).toBe('A5:80');
    expect(lineWin(machine, line('S A A A A')).multiplier).toBe(0);
    expect(lineWin(machine, line('A A S A A')).multiplier).toBe(0);
  });

  it('pays leading wilds on their own when they pay more than the symbol they complete', () => {
    expect(pay('W W W A K')).toBe('W3:50');
    expect(pay('W W W W W')).toBe('W5:1000');
    expect(pay('W W W S A')).toBe('W3:50');
  });

  it('pays scatters anywhere, in total bets, on top of the lines', () => {
    // stops 2,0,2,0,2 show S on the top row of reels 1, 3 and 5 only
    const window = windowAt(machine, [2, 0, 2, 0, 2]);
    const evaluation = evaluateWindow(machine, window);
    expect(evaluation.scatterCount).toBe(3);
    expect(evaluation.scatterMultiplier).toBe(2);
    expect(returnInLineBets(machine, window)).toBe(evaluation.lineMultiplier + 2 * lineCount);
  });

  it('turns wins into exact minor units for every stake on offer', () => {
    for (const stake of slotStakes) expect(toMinor(stake) % BigInt(lineCount)).toBe(0n);
    const evaluation = { lineWins: [], lineMultiplier: 25, scatterCount: 3, scatterMultiplier: 2 };
    // 25 line bets of 0.05 and 2 total bets of 1.00
    expect(payoutOf(evaluation, 100n)).toBe(325n);
  });

  it('refuses a game whose reels name an unknown symbol', () => {
    expect(() => compileSlot({ ...game, reels: ['A', 'A', 'A', 'A', 'X'] })).toThrow(/unknown symbol X/);
  });
});
