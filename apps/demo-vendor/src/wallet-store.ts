import { fromMinor, toMinor } from '@croupier/contract';
import type { VendorPlayResult, VendorTransferResult } from '@croupier/contract/vendor-transfer-wallet';
import type { JsonFileState } from './json-file-state.ts';

interface StoredTransfer {
  player: string;
  direction: 'deposit' | 'withdraw';
  amount: string;
  status: 'ok' | 'failed';
  reason?: string;
}

interface StoredRound {
  player: string;
  result: 'win' | 'loss';
  amount: string;
  status: 'ok' | 'failed';
  reason?: string;
}

export interface WalletState {
  /** player -> balance in minor units, as a decimal string (JSON has no bigint) */
  balances: Record<string, string>;
  transfers: Record<string, StoredTransfer>;
  /** test play rounds by round id (files written before play existed have none) */
  rounds?: Record<string, StoredRound>;
}

export const emptyWalletState = (): WalletState => ({ balances: {}, transfers: {} });

/**
 * The vendor's own wallets. Every change is applied in order (one at a time) and written to its
 * file before the answer goes out, so a transfer id answers the same after a restart.
 */
export const createWalletStore = ({ state, persist, serial }: JsonFileState<WalletState>) => {
  const balanceOf = (player: string) => BigInt(state.balances[player] ?? '0');

  return {
    /** Idempotent by transfer id: a repeated id answers with the first outcome. */
    transfer: (input: {
      transferId: string;
      player: string;
      direction: 'deposit' | 'withdraw';
      amount: string;
    }) =>
      serial((): VendorTransferResult => {
        const previous = state.transfers[input.transferId];
        if (previous) {
          return {
            transferId: input.transferId,
            status: previous.status,
            ...(previous.reason ? { reason: previous.reason } : {}),
            balance: fromMinor(balanceOf(previous.player)),
          };
        }
        const amount = toMinor(input.amount);
        const current = balanceOf(input.player);
        const refused = amount <= 0n || (input.direction === 'withdraw' && current < amount);
        const stored: StoredTransfer = {
          player: input.player,
          direction: input.direction,
          amount: input.amount,
          status: refused ? 'failed' : 'ok',
          ...(refused ? { reason: amount <= 0n ? 'INVALID_AMOUNT' : 'INSUFFICIENT_BALANCE' } : {}),
        };
        if (!refused) {
          state.balances[input.player] = String(
            input.direction === 'deposit' ? current + amount : current - amount,
          );
        }
        state.transfers[input.transferId] = stored;
        persist();
        return {
          transferId: input.transferId,
          status: stored.status,
          ...(stored.reason ? { reason: stored.reason } : {}),
          balance: fromMinor(balanceOf(input.player)),
        };
      }),
    /**
     * Test play: a win or a loss inside the vendor's wallet, as a game round would leave it.
     * Idempotent by round id; a loss above the balance is refused.
     */
    play: (input: { roundId: string; player: string; result: 'win' | 'loss'; amount: string }) =>
      serial((): VendorPlayResult => {
        state.rounds ??= {};
        const previous = state.rounds[input.roundId];
        const answer = (round: StoredRound) => ({
          roundId: input.roundId,
          status: round.status,
          ...(round.reason ? { reason: round.reason } : {}),
          balance: fromMinor(balanceOf(round.player)),
        });
        if (previous) return answer(previous);
        const amount = toMinor(input.amount);
        const current = balanceOf(input.player);
        const refused = input.result === 'loss' && current < amount;
        const round: StoredRound = {
          player: input.player,
          result: input.result,
          amount: input.amount,
          status: refused ? 'failed' : 'ok',
          ...(refused ? { reason: 'INSUFFICIENT_BALANCE' } : {}),
        };
        if (!refused) {
          state.balances[input.player] = String(input.result === 'win' ? current + amount : current - amount);
        }
        state.rounds[input.roundId] = round;
        persist();
        return answer(round);
      }),
    /**
     * A game round inside the wallet, all or nothing: a stake above the balance is refused before
     * `play` runs; otherwise `play` plays the round (and may record it elsewhere in the same state),
     * the stake goes out, the payout comes in, and the state is written once.
     */
    gameRound: <Round extends { payout: bigint }>(player: string, stake: bigint, play: () => Round) =>
      serial(() => {
        const current = balanceOf(player);
        if (stake <= 0n || current < stake) {
          return { refused: 'INSUFFICIENT_BALANCE' as const, balance: fromMinor(current) };
        }
        const round = play();
        state.balances[player] = String(current - stake + round.payout);
        persist();
        return { round, balance: fromMinor(balanceOf(player)) };
      }),
    balance: (player: string) => fromMinor(balanceOf(player)),
    status: (transferId: string) => state.transfers[transferId]?.status ?? 'unknown',
  };
};

export type WalletStore = ReturnType<typeof createWalletStore>;
