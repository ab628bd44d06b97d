import { describe, expect, it } from 'vitest';
import {
  type BaccaratBets,
  bankerDraws,
  cardValue,
  deckCount,
  handTotal,
  playHand,
  settleBets,
  shuffledShoe,
} from './baccarat-engine.ts';

/** A card worth `value` (spades): 0 is a ten. */
const worth = (value: number) => (value === 0 ? 9 : value - 1);
const dealer = (values: number[]) => {
  const cards = values.map(worth);
  return () => {
    const card = cards.shift();
    if (card === undefined) throw new Error('the script ran out of cards');
    return card;
  };
};
const bets = (player: bigint, banker: bigint, tie: bigint): BaccaratBets => ({ player, banker, tie });

describe('baccarat cards and shoe', () => {
  it('counts aces 1, pips at face value, tens and faces 0, totals modulo 10', () => {
    expect([0, 1, 8, 9, 10, 11, 12, 13, 51].map(cardValue)).toEqual([1, 2, 9, 0, 0, 0, 0, 1, 0]);
    expect(handTotal([worth(7), worth(8)])).toBe(5);
    expect(handTotal([12, 11])).toBe(0);
  });

  it('shuffles 8 full decks', () => {
    const shoe = shuffledShoe();
    expect(shoe).toHaveLength(52 * deckCount);
    const counts = new Map<number, number>();
    for (const card of shoe) counts.set(card, (counts.get(card) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((count) => count === deckCount)).toBe(true);
  });

  it('draws every Fisher–Yates swap index from the random source it is given', () => {
    const asked: number[] = [];
    shuffledShoe((max) => {
      asked.push(max);
      return 0;
    });
    expect(asked).toEqual(Array.from({ length: 415 }, (_, at) => 416 - at));
  });
});

describe('baccarat third-card rules', () => {
  it('follows the banker tableau for every total and player third card', () => {
    // rows: banker total 0..7; columns: player stood, then third card worth 0..9
    const tableau = [
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDSD',
      'D SSDDDDDDSS',
      'D SSSSDDDDSS',
      'S SSSSSSDDSS',
      'S SSSSSSSSSS',
    ];
    tableau.forEach((row, total) => {
      expect(bankerDraws(total, undefined)).toBe(row[0] === 'D');
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(total, worth(third)), `banker ${total}, player third ${third}`).toBe(
          row[2 + third] === 'D',
        );
      }
    });
  });

  it('deals player, banker, player, banker and stops on a natural', () => {
    const hand = playHand(dealer([4, 3, 4, 3, 9, 9]));
    expect(hand).toMatchObject({ playerTotal: 8, bankerTotal: 6, winner: 'player', natural: true });
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
  });

  it('lets a player on 6 stand and a banker on 5 draw', () => {
    const hand = playHand(dealer([3, 2, 3, 3, 4]));
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(3);
    expect(hand).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker', natural: false });
  });

  it('keeps a banker on 3 standing against a player third card of 8', () => {
    const hand = playHand(dealer([2, 1, 3, 2, 8]));
    expect(hand.player).toHaveLength(3);
    expect(hand.banker).toHaveLength(2);
    expect(hand).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie' });
  });

  it('has a banker on 6 draw against a player third card of 6 or 7 only', () => {
    const draws = playHand(dealer([1, 3, 1, 3, 6, 0]));
    expect(draws).toMatchObject({ playerTotal: 8, bankerTotal: 6, winner: 'player' });
    expect(draws.banker).toHaveLength(3);
    const stands = playHand(dealer([1, 3, 1, 3, 5]));
    expect(stands.banker).toHaveLength(2);
    expect(stands).toMatchObject({ playerTotal: 7, bankerTotal: 6, winner: 'player' });
  });
});

describe('baccarat payouts', () => {
  it('pays player 1:1, banker 0.95:1 and tie 8:1, stake included', () => {
    expect(settleBets(bets(10_000n, 0n, 0n), 'player')).toEqual([
      { spot: 'player', stake: 10_000n, payout: 20_000n, outcome: 'won' },
    ]);
    expect(settleBets(bets(0n, 10_000n, 0n), 'banker')).toEqual([
      { spot: 'banker', stake: 10_000n, payout: 19_500n, outcome: 'won' },
    ]);
    expect(settleBets(bets(0n, 1_100n, 0n), 'banker')[0]!.payout).toBe(2_145n);
    expect(settleBets(bets(0n, 0n, 1_000n), 'tie')[0]).toMatchObject({ payout: 9_000n, outcome: 'won' });
  });

  it('returns player and banker bets on a tie and takes the losing ones', () => {
    expect(settleBets(bets(5_000n, 3_000n, 1_000n), 'tie')).toEqual([
      { spot: 'player', stake: 5_000n, payout: 5_000n, outcome: 'push' },
      { spot: 'banker', stake: 3_000n, payout: 3_000n, outcome: 'push' },
      { spot: 'tie', stake: 1_000n, payout: 9_000n, outcome: 'won' },
    ]);
    expect(settleBets(bets(5_000n, 3_000n, 1_000n), 'banker')).toEqual([
      { spot: 'player', stake: 5_000n, payout: 0n, outcome: 'lost' },
      { spot: 'banker', stake: 3_000n, payout: 5_850n, outcome: 'won' },
      { spot: 'tie', stake: 1_000n, payout: 0n, outcome: 'lost' },
    ]);
  });
});
