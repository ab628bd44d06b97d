import { randomInt } from 'node:crypto';
import { fromMinor, toMinor } from '@croupier/contract';
import {
  type SeamlessAction,
  seamlessBetBody,
  seamlessRollbackBody,
  seamlessWinBody,
} from '@croupier/contract/vendor-seamless-wallet';
import { type LaunchSession, remember } from './launch-sessions.ts';
import { newRoundId } from './round-id.ts';
import type { SeamlessAnswer } from './seamless-client.ts';
import type { SeamlessOutbox } from './seamless-outbox.ts';
import {
  drawStops,
  evaluateWindow,
  lineCount,
  paylines,
  payoutOf,
  rowCount,
  type SlotMachine,
  windowAt,
} from './slot-engine.ts';

export type PlayError = { error: string; message: string };

/** What the page draws: the window by reel, each winning line with its cells, the scatter win. */
const spinView = (machine: SlotMachine, stops: readonly number[], stake: bigint, roundId: string) => {
  const window = windowAt(machine, stops);
  const evaluation = evaluateWindow(machine, window);
  const code = (symbol: number) => machine.game.symbols[symbol]!.code;
  const lineBet = stake / BigInt(lineCount);
  const payout = payoutOf(evaluation, stake);
  return {
    payout,
    view: {
      roundId,
      stake: fromMinor(stake),
      win: fromMinor(payout),
      reels: Array.from({ length: window.length / rowCount }, (_, reel) =>
        window.slice(reel * rowCount, reel * rowCount + rowCount).map(code),
      ),
      lines: evaluation.lineWins.map((win) => ({
        line: win.line + 1,
        rows: paylines[win.line]!,
        symbol: code(win.symbol),
        count: win.count,
        win: fromMinor(lineBet * BigInt(win.multiplier)),
      })),
      scatter: {
        count: evaluation.scatterCount,
        win: fromMinor(BigInt(evaluation.scatterMultiplier) * stake),
      },
    },
  };
};

/**
 * A spin of a DSLOT slot. Free mode: the session's play money, nothing else. Real mode, through
 * the platform's seamless wallet: the bet first (a refusal ends the round before any reel moves;
 * no answer sends a rollback, kept until the platform takes it), then the result, then the win
 * ("0.00" for a loss) through the outbox, which keeps it until the platform takes it.
 */
export const createSlotPlay = (options: {
  seamless: (action: SeamlessAction, body: object) => Promise<SeamlessAnswer>;
  outbox: SeamlessOutbox;
  randomInt?: (max: number) => number;
}) => {
  const random = options.randomInt ?? randomInt;

  const spinFree = (session: LaunchSession, machine: SlotMachine, stake: bigint) => {
    if (session.freeBalance < stake) {
      return { error: 'INSUFFICIENT_BALANCE', message: 'Not enough play money for this stake' };
    }
    const { payout, view } = spinView(machine, drawStops(machine, random), stake, newRoundId('F'));
    session.freeBalance += payout - stake;
    return { ...view, balance: fromMinor(session.freeBalance), winPending: false };
  };

  const spinReal = async (session: LaunchSession, machine: SlotMachine, stake: bigint) => {
    const roundId = newRoundId('R');
    const common = {
      player: session.player,
      currency: session.currency,
      roundId,
      gameCode: machine.game.code,
    };
    const bet = seamlessBetBody.parse({
      ...common,
      transactionId: `${roundId}:bet`,
      token: session.token,
      amount: fromMinor(stake),
    });
    const placed = await options.seamless('bet', bet);
    if (placed.kind === 'refused') return { error: placed.code, message: placed.message };
    if (placed.kind === 'unanswered') {
      const rollback = seamlessRollbackBody.parse({
        ...common,
        transactionId: `${roundId}:rollback`,
        betTransactionId: bet.transactionId,
      });
      await options.outbox.deliver({ action: 'rollback', body: rollback });
      return { error: 'BET_UNCONFIRMED', message: 'The bet was not confirmed and is being cancelled' };
    }
    const { payout, view } = spinView(machine, drawStops(machine, random), stake, roundId);
    const win = seamlessWinBody.parse({
      ...common,
      transactionId: `${roundId}:win`,
      betTransactionId: bet.transactionId,
      amount: fromMinor(payout),
    });
    const settled = await (await options.outbox.deliver({ action: 'win', body: win })).answered;
    const winPending = settled?.kind !== 'ok';
    const balance =
      settled?.kind === 'ok' ? settled.value.balance : fromMinor(toMinor(placed.value.balance) + payout);
    return { ...view, balance, winPending };
  };

  return {
    async spin(session: LaunchSession, machine: SlotMachine, stake: bigint) {
      const result =
        session.mode === 'free' ? spinFree(session, machine, stake) : await spinReal(session, machine, stake);
      if (!('error' in result)) {
        remember(session, { roundId: result.roundId, stake: result.stake, win: result.win });
      }
      return result;
    },
  };
};

export type SlotPlay = ReturnType<typeof createSlotPlay>;
