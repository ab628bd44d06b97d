import { randomInt } from 'node:crypto';

/**
 * Punto banco, pure: the 8-deck shoe, the drawing rules and the payouts. Cards are numbers 0..51
 * (rank = card % 13, 0 = ace .. 12 = king; suit = card / 13).
 */
export const suits = ['S', 'H', 'D', 'C'] as const;
export const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const deckCount = 8;
/** The shoe is reshuffled once fewer cards than this remain: the cut card, about one deck from the end. */
export const cutCardAt = 52;

/** A card's baccarat value: ace 1, two to nine their pips, tens and faces 0. */
export const cardValue = (card: number) => {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
};
export const handTotal = (cards: readonly number[]) =>
  cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
export const cardName = (card: number) => `${ranks[card % 13]}${suits[Math.floor(card / 13)]}`;

/** 8 decks shuffled by Fisher–Yates, every swap index drawn from `random` (node:crypto unless a test says otherwise). */
export const shuffledShoe = (random: (max: number) => number = randomInt) => {
  const cards = Array.from({ length: 52 * deckCount }, (_, at) => at % 52);
  for (let at = cards.length - 1; at > 0; at--) {
    const other = random(at + 1);
    [cards[at], cards[other]] = [cards[other]!, cards[at]!];
  }
  return cards;
};

/** Whether the banker draws, given its two-card total and the player's third card (undefined: the player stood). */
export const bankerDraws = (bankerTotal: number, playerThird: number | undefined) => {
  if (playerThird === undefined) return bankerTotal <= 5;
  const third = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
};

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  natural: boolean;
}

/** One hand from `draw` (the next card of the shoe): player, banker, player, banker, then the third cards by the tableau. */
export const playHand = (draw: () => number): BaccaratHand => {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | undefined;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner, natural };
};

export const betSpots = ['player', 'banker', 'tie'] as const;
export type BetSpot = (typeof betSpots)[number];
export type BaccaratBets = Record<BetSpot, bigint>;

export interface SettledBet {
  spot: BetSpot;
  stake: bigint;
  /** what goes back to the player, the stake included (0 for a lost bet) */
  payout: bigint;
  outcome: 'won' | 'lost' | 'push';
}

/**
 * Player pays 1:1, banker 1:1 less 5 % commission, tie 8:1; player and banker bets are returned
 * on a tie. Stakes are whole units (multiples of 100 minor units), so the commission is exact.
 */
export const settleBets = (bets: BaccaratBets, winner: BaccaratWinner): SettledBet[] =>
  betSpots
    .filter((spot) => bets[spot] > 0n)
    .map((spot) => {
      const stake = bets[spot];
      if (spot === 'tie') {
        return winner === 'tie'
          ? { spot, stake, payout: stake * 9n, outcome: 'won' }
          : { spot, stake, payout: 0n, outcome: 'lost' };
      }
      if (winner === 'tie') return { spot, stake, payout: stake, outcome: 'push' };
      if (winner !== spot) return { spot, stake, payout: 0n, outcome: 'lost' };
      return {
        spot,
        stake,
        payout: spot === 'player' ? stake * 2n : stake + (stake * 95n) / 100n,
        outcome: 'won',
      };
    });
