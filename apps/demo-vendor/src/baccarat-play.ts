import { randomInt } from 'node:crypto';
import { fromMinor, toMinor } from '@croupier/contract';
import type { VendorFeedBet } from '@croupier/contract/vendor-games';
import {
  type BaccaratBets,
  betSpots,
  cardName,
  cutCardAt,
  playHand,
  settleBets,
  shuffledShoe,
} from './baccarat-engine.ts';
import type { FeedStore } from './feed-store.ts';
import type { BaccaratTable } from './game-catalogue.ts';
import { type LaunchSession, remember } from './launch-sessions.ts';
import { newRoundId } from './round-id.ts';
import type { WalletStore } from './wallet-store.ts';

interface Shoe {
  number: number;
  cards: number[];
  next: number;
  hands: number;
}

/** A bet spot's stake must be 0 or whole units within the table's limits. */
export const checkBets = (table: BaccaratTable, bets: BaccaratBets) => {
  const min = toMinor(table.min);
  const max = toMinor(table.max);
  const placed = betSpots.filter((spot) => bets[spot] > 0n);
  if (placed.length === 0) return 'Place a bet first';
  for (const spot of placed) {
    const stake = bets[spot];
    if (stake % 100n !== 0n) return `bets.${spot}: whole amounts only`;
    if (stake < min || stake > max) return `bets.${spot}: between ${table.min} and ${table.max}`;
  }
  return null;
};

/**
 * Baccarat at the transfer vendor's tables. Each table deals from its own shoe (in memory,
 * reshuffled at the cut card). Real hands are played inside the player's vendor wallet in one
 * step (stakes out, payouts in, the bets into the feed); free hands move only play money.
 */
export const createBaccaratPlay = (options: {
  wallet: WalletStore;
  feed: FeedStore;
  gameCode: string;
  /** a fresh shoe; tests stack one */
  newShoe?: () => number[];
  now?: () => Date;
}) => {
  const newShoe = options.newShoe ?? (() => shuffledShoe(randomInt));
  const now = options.now ?? (() => new Date());
  const shoes = new Map<string, Shoe>();

  const dealAt = (table: BaccaratTable) => {
    let shoe = shoes.get(table.id);
    if (!shoe || shoe.cards.length - shoe.next < cutCardAt) {
      shoe = { number: (shoe?.number ?? 0) + 1, cards: newShoe(), next: 0, hands: 0 };
      shoes.set(table.id, shoe);
    }
    const current = shoe;
    const hand = playHand(() => current.cards[current.next++]!);
    current.hands += 1;
    return { hand, shoe: current.number, handNumber: current.hands };
  };

  const play = (table: BaccaratTable, bets: BaccaratBets) => {
    const dealt = dealAt(table);
    const settled = settleBets(bets, dealt.hand.winner);
    const payout = settled.reduce((sum, bet) => sum + bet.payout, 0n);
    return { ...dealt, settled, payout, roundId: newRoundId(`${table.id}.`) };
  };

  const feedRows = (session: LaunchSession, round: ReturnType<typeof play>): VendorFeedBet[] => {
    const at = now().toISOString();
    return round.settled.map((bet) => ({
      betId: `${round.roundId}.${bet.spot}`,
      player: session.player,
      gameCode: options.gameCode,
      roundId: round.roundId,
      currency: session.currency,
      stake: fromMinor(bet.stake),
      validBet: bet.outcome === 'push' ? '0.00' : fromMinor(bet.stake),
      payout: fromMinor(bet.payout),
      placedAt: at,
      settledAt: at,
    }));
  };

  const view = (round: ReturnType<typeof play>, table: BaccaratTable, balance: string) => ({
    roundId: round.roundId,
    table: table.id,
    shoe: round.shoe,
    hand: round.handNumber,
    player: { cards: round.hand.player.map(cardName), total: round.hand.playerTotal },
    banker: { cards: round.hand.banker.map(cardName), total: round.hand.bankerTotal },
    winner: round.hand.winner,
    natural: round.hand.natural,
    bets: round.settled.map((bet) => ({
      spot: bet.spot,
      stake: fromMinor(bet.stake),
      payout: fromMinor(bet.payout),
      outcome: bet.outcome,
    })),
    stake: fromMinor(round.settled.reduce((sum, bet) => sum + bet.stake, 0n)),
    payout: fromMinor(round.payout),
    balance,
  });

  return {
    async deal(session: LaunchSession, table: BaccaratTable, bets: BaccaratBets) {
      const invalid = checkBets(table, bets);
      if (invalid) return { error: 'BET_LIMITS', message: invalid };
      const stake = betSpots.reduce((sum, spot) => sum + bets[spot], 0n);
      let result: ReturnType<typeof view>;
      if (session.mode === 'free') {
        if (session.freeBalance < stake) {
          return { error: 'INSUFFICIENT_BALANCE', message: 'Not enough play money for these bets' };
        }
        const round = play(table, bets);
        session.freeBalance += round.payout - stake;
        result = view(round, table, fromMinor(session.freeBalance));
      } else {
        const outcome = await options.wallet.gameRound(session.player, stake, () => {
          const round = play(table, bets);
          options.feed.record(feedRows(session, round));
          return round;
        });
        if ('refused' in outcome) {
          return { error: outcome.refused, message: `Balance ${outcome.balance} is below the bets` };
        }
        result = view(outcome.round, table, outcome.balance);
      }
      remember(session, {
        roundId: result.roundId,
        winner: result.winner,
        player: result.player.total,
        banker: result.banker.total,
        stake: result.stake,
        payout: result.payout,
      });
      return result;
    },
  };
};

export type BaccaratPlay = ReturnType<typeof createBaccaratPlay>;
