import { describe, expect, it } from 'vitest';
import {
  compileSlot,
  lineCount,
  returnAtStops,
  returnInLineBets,
  type SlotGame,
  type SlotMachine,
  windowAt,
} from './slot-engine.ts';
import { slotGames } from './slot-paytables.ts';
import { exactRtp, rtpPercent } from './slot-rtp.ts';

/** sfc32: a small seeded generator, for reproducible simulations only (players' spins use node:crypto). */
const seeded = (seed: number) => {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let warm = 0; warm < 20; warm++) next();
  return (max: number) => Math.floor(next() * max);
};

const simulate = (machine: SlotMachine, spins: number, seed: number) => {
  const randomInt = seeded(seed);
  const returnOf = returnAtStops(machine);
  const lengths = machine.strips.map((strip) => strip.length);
  const stops = [0, 0, 0, 0, 0];
  let returned = 0;
  for (let spin = 0; spin < spins; spin++) {
    // the same draw as drawStops: one uniform stop per reel
    for (let reel = 0; reel < stops.length; reel++) stops[reel] = randomInt(lengths[reel]!);
    returned += returnOf(stops);
  }
  return (returned / (spins * lineCount)) * 100;
};

/** Every stop combination, one by one: feasible only for short strips. */
const exhaustive = (machine: SlotMachine) => {
  let returned = 0n;
  let combinations = 0n;
  const stops = [0, 0, 0, 0, 0];
  const walk = (reel: number) => {
    if (reel === stops.length) {
      returned += BigInt(returnInLineBets(machine, windowAt(machine, stops)));
      combinations++;
      return;
    }
    for (let stop = 0; stop < machine.strips[reel]!.length; stop++) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  return { numerator: returned, denominator: combinations * BigInt(lineCount) };
};

describe('slot RTP', () => {
  it('computes exactly what walking every stop combination gives, on a small game', () => {
    const small: SlotGame = {
      code: 'small',
      names: { CN: '', EN: '', KM: '', TH: '', VI: '' },
      rtp: '0',
      symbols: [
        { code: 'W', kind: 'wild', pays: [10, 40, 200] },
        { code: 'S', kind: 'scatter', pays: [2, 10, 50] },
        { code: 'H1', kind: 'plain', pays: [8, 30, 100] },
        { code: 'A', kind: 'plain', pays: [2, 5, 20] },
        { code: 'T', kind: 'plain', pays: [1, 3, 10] },
      ],
      // scatters close together, so a window can show two of them on one reel
      reels: ['W S S A T H1 T', 'S H1 W A T A', 'A T W S H1 T S', 'H1 W T S A T', 'T A S W T H1 S'],
    };
    const machine = compileSlot(small);
    const exact = exactRtp(machine);
    const walked = exhaustive(machine);
    expect(exact.numerator * walked.denominator).toBe(walked.numerator * exact.denominator);
  });

  for (const [at, game] of slotGames.entries()) {
    const machine = compileSlot(game);

    it(`${game.code}: states the exact RTP of its strips (${game.rtp} %)`, () => {
      expect(rtpPercent(exactRtp(machine))).toBe(game.rtp);
    });

    it(`${game.code}: 3,000,000 simulated spins return within 0.5 % of the stated RTP`, () => {
      const simulated = simulate(machine, 3_000_000, 20_240_601 + at);
      console.info(
        `${game.code}: stated ${game.rtp} %, exact ${rtpPercent(exactRtp(machine), 4)} %, simulated ${simulated.toFixed(3)} %`,
      );
      expect(Math.abs(simulated - Number(game.rtp))).toBeLessThan(0.5);
    }, 30_000);
  }
});
