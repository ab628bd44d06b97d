import { fromMinor, toMinor } from '@croupier/contract';
import type {
  SeamlessAction,
  SeamlessBetBody,
  SeamlessResult,
  SeamlessRollbackBody,
  SeamlessWinBody,
} from '@croupier/contract/vendor-seamless-wallet';
import { type Db, type Executor, uniqueViolationOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { type SessionPolicy, sessionLiveness } from '../auth/index.ts';
import { balanceChanged, type EventBus, runMoneyCommand } from '../events/index.ts';
import {
  findBetForUpdate,
  findLaunchByTokenHash,
  gameTypeOf,
  insertBet,
  rollBackBet,
  settleBet,
} from '../games/index.ts';
import { findMemberById } from '../members/index.ts';
import type { MerchantContext, MerchantDirectory } from '../system/index.ts';
import type { Ledger } from '../wallet/index.ts';
import {
  betInOneCall,
  findTransaction,
  mainBalance,
  recordTransaction,
  winInOneCall,
} from './seamless-store.ts';
import { parseVendorPlayerName, type VendorAdapter } from './vendor-adapter.ts';

/** What the seamless wallet needs of the app's context. */
export interface SeamlessDeps {
  db: Db;
  events: EventBus;
  ledger: Ledger;
  directory: MerchantDirectory;
  policy: SessionPolicy;
  clock: () => Date;
}

type Vendor = Pick<VendorAdapter, 'code'>;
type Leg = Parameters<Ledger['post']>[0]['legs'][number];
type Action = Exclude<SeamlessAction, 'balance'>;

interface Player {
  merchant: MerchantContext;
  memberId: number;
  /** the vendor-side name as the call gave it */
  name: string;
}

const playerUnknown = (name: string) => new AppError('PLAYER_UNKNOWN', `player: no such player "${name}"`);

/**
 * The merchant a vendor-side player name names, refused when there is none or the call is in
 * another currency than that merchant's. Whether the member exists is known from the rows a call
 * reads anyway (its launch, its bet); `requireMember` asks only where none is read, or before a
 * payout resolves the player's wallet account.
 */
const playerOf = async (deps: SeamlessDeps, body: { player: string; currency: string }): Promise<Player> => {
  const parsed = parseVendorPlayerName(body.player);
  const merchant = parsed ? await deps.directory.byCode(parsed.merchantCode) : undefined;
  if (!parsed || !merchant) throw playerUnknown(body.player);
  if (body.currency !== merchant.currency) {
    throw new AppError('CURRENCY_MISMATCH', `currency: this player plays in ${merchant.currency}`);
  }
  return { merchant, memberId: parsed.memberId, name: body.player };
};

const requireMember = async (db: Executor, player: Player) => {
  const member = await findMemberById(db, player.memberId);
  if (member?.merchantId !== player.merchant.id) throw playerUnknown(player.name);
};

/**
 * What makes two calls under one transaction id "the same call": every field but the game token,
 * which authorises a bet but is not part of it (a vendor may resend a bet with a refreshed token).
 * Amounts count in minor units, so "10" and "10.00" are the same bet.
 */
const requestHashOf = (action: Action, body: Record<string, unknown>) => {
  const { token: _token, ...fields } = body;
  const normalised = Object.keys(fields)
    .sort()
    .map((key) => [key, key === 'amount' ? toMinor(String(fields[key])).toString() : fields[key]]);
  return sha256(JSON.stringify([action, normalised]));
};

interface Call {
  vendor: Vendor;
  action: Action;
  transactionId: string;
  requestHash: string;
}

const callOf = (vendor: Vendor, action: Action, body: { transactionId: string }): Call => ({
  vendor,
  action,
  transactionId: body.transactionId,
  requestHash: requestHashOf(action, body),
});

const conflict = (call: Call) =>
  new AppError(
    'TRANSACTION_CONFLICT',
    `transactionId: ${call.transactionId} was already used for another request`,
  );

/**
 * The first answer to this transaction id when it was the same request (`replayed`), a conflict
 * when it was another one, undefined when the id was never answered.
 */
const earlierAnswer = async (tx: Executor, call: Call): Promise<SeamlessResult | undefined> => {
  const first = await findTransaction(tx, call.vendor.code, call.transactionId);
  if (!first) return undefined;
  if (first.requestHash !== call.requestHash) throw conflict(call);
  return { ...(first.answer as SeamlessResult), replayed: true };
};

/**
 * Writes the transaction id with its answer, last, in the money command that moved the money: an
 * id taken meanwhile by another call (a win reusing a bet's id) rolls everything back.
 */
const answer = async (tx: Executor, call: Call, result: Required<Omit<SeamlessResult, 'replayed'>>) => {
  const recorded = await recordTransaction(tx, {
    vendorCode: call.vendor.code,
    transactionId: call.transactionId,
    action: call.action,
    requestHash: call.requestHash,
    betId: result.betId,
    answer: result,
  });
  if (!recorded) throw conflict(call);
  return result;
};

/**
 * A call's ledger posting, keyed by its transaction id. The one call (below) leaves the leg's
 * reference out and fills in `bet:<id>` itself.
 */
const postingOf = (call: Call, player: Player, leg: Leg) => ({
  merchantId: player.merchant.id,
  currency: player.merchant.currency,
  idempotencyKey: `seamless:${call.vendor.code}:${call.transactionId}`,
  legs: [leg],
});

/**
 * Posts a call's money under its transaction id: the ledger's own key is a second guard, so an id
 * the ledger has seen for other money is the vendor's conflict, in the vendor's words.
 */
const post = async (deps: SeamlessDeps, tx: Executor, call: Call, player: Player, leg: Leg) => {
  try {
    return await deps.ledger.post(postingOf(call, player, leg), tx);
  } catch (error) {
    if (error instanceof AppError && error.code === 'IDEMPOTENCY_CONFLICT') throw conflict(call);
    throw error;
  }
};

const mainOf = (memberId: number) => ({ kind: 'member_main' as const, memberId });
const vendorAccount = (vendor: Vendor) => ({ kind: 'vendor' as const, code: vendor.code });
const money = (player: Player, balance: bigint, betId: number) => ({
  balance: fromMinor(balance),
  currency: player.merchant.currency,
  betId,
});

/**
 * The common case of a bet or a win as one call to the database (migration 0020): the same money
 * command as the long way below, in one statement instead of about seven, which is most of what a
 * hand costs. It writes nothing and answers undefined when its way is not clear; the long way then
 * tells replays, tombstones and refusals apart. A transaction id or ledger key used before is the
 * vendor's conflict.
 */
const inOneCall = async (
  deps: SeamlessDeps,
  call: Call,
  player: Player,
  statement: () => Promise<{ betId: number; balance: bigint } | undefined>,
  announced: boolean,
) => {
  let done: Awaited<ReturnType<typeof statement>>;
  try {
    done = await statement();
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'ledger_batches_key' || constraint?.startsWith('seamless_transactions'))
      throw conflict(call);
    throw error;
  }
  if (!done) return undefined;
  // after the commit, as runMoneyCommand does
  if (announced) await deps.events.flush().catch(() => undefined);
  return money(player, done.balance, done.betId);
};

const oneCallOf = (call: Call, player: Player, reason: string, at: Date) => ({
  merchantId: player.merchant.id,
  memberId: player.memberId,
  vendorCode: call.vendor.code,
  transactionId: call.transactionId,
  currency: player.merchant.currency,
  requestHash: call.requestHash,
  at,
  event: balanceChanged(player.merchant.id, player.memberId, reason),
});

/** The player's main-wallet balance. */
export const seamlessBalance = async (
  deps: SeamlessDeps,
  body: { player: string; currency: string },
): Promise<SeamlessResult> => {
  const player = await playerOf(deps, body);
  await requireMember(deps.db, player);
  const balance = await deps.ledger.balanceOf(
    player.merchant.id,
    player.merchant.currency,
    mainOf(player.memberId),
  );
  return { balance: fromMinor(balance), currency: player.merchant.currency };
};

/**
 * The launch of a bet's game token, when it is a live real-money launch of this player at this
 * vendor. Sessions are not idle while their player plays: the platform does not see the game's
 * clicks, so only a revoked session (logout, password change) or one past its end stops betting.
 */
const liveLaunch = async (
  deps: SeamlessDeps,
  tx: Executor,
  call: Call,
  player: Player,
  body: SeamlessBetBody,
) => {
  const launch = await findLaunchByTokenHash(tx, sha256(body.token), body.gameCode);
  const session =
    launch?.expiresAt && launch.lastSeenAt
      ? { revokedAt: launch.revokedAt, expiresAt: launch.expiresAt, lastSeenAt: launch.lastSeenAt }
      : undefined;
  const ended =
    sessionLiveness(session, { ...deps.policy, idleMinutes: Number.POSITIVE_INFINITY }, deps.clock()) ===
    'ended';
  const live =
    launch &&
    !ended &&
    launch.mode === 'real' &&
    launch.memberId === player.memberId &&
    launch.merchantId === player.merchant.id &&
    launch.vendorCode === call.vendor.code;
  return live ? launch : undefined;
};

/**
 * A bet: the game token must belong to a live real-money launch of this player at this vendor; the
 * stake leaves the main wallet for the vendor's account and the bet is written open, in one money
 * command. Its row is unique per vendor and transaction id, so copies of one bet wait for each
 * other and the later ones answer the first answer. A bet whose id was rolled back before it
 * arrived is refused; one above the balance is refused by the ledger.
 */
export const seamlessBet = async (deps: SeamlessDeps, vendor: Vendor, body: SeamlessBetBody) => {
  const player = await playerOf(deps, body);
  const call = callOf(vendor, 'bet', body);
  const amount = toMinor(body.amount);
  const live = await liveLaunch(deps, deps.db, call, player, body);
  if (live) {
    const leg = { from: mainOf(player.memberId), to: vendorAccount(vendor), amount, kind: 'bet' };
    const placed = await inOneCall(
      deps,
      call,
      player,
      () =>
        deps.ledger.postWithin(postingOf(call, player, leg), (posting) =>
          betInOneCall(
            deps.db,
            {
              ...oneCallOf(call, player, 'bet', deps.clock()),
              gameCode: body.gameCode,
              gameType: live.gameType,
              roundId: body.roundId,
              amount,
            },
            posting,
          ),
        ),
      true,
    );
    if (placed) return placed;
  }
  // the long way: the id is taken (a replay, a tombstone, a conflict) or the token is not live
  return runMoneyCommand(deps, async (tx, emit) => {
    const launch = await liveLaunch(deps, tx, call, player, body);
    if (!launch) {
      // a bet answered before its player logged out is still answered the same
      const earlier = await earlierAnswer(tx, call);
      if (earlier) return earlier;
      await requireMember(tx, player);
      throw new AppError(
        'GAME_TOKEN_INVALID',
        'token: not the token of a live real-money game of this player',
      );
    }
    const now = deps.clock();
    const bet = await insertBet(tx, {
      merchantId: player.merchant.id,
      memberId: player.memberId,
      vendorCode: vendor.code,
      gameCode: body.gameCode,
      gameType: launch.gameType,
      roundId: body.roundId,
      betTransactionId: body.transactionId,
      walletMode: 'seamless',
      currency: player.merchant.currency,
      stake: amount,
      validBet: amount,
      status: 'open',
      placedAt: now,
    });
    if (!bet) {
      const taken = await findBetForUpdate(tx, vendor.code, body.transactionId);
      // a rollback that came first left a tombstone under this id
      if (taken?.status === 'rolled_back' && taken.stake === 0n) {
        throw new AppError('BET_ROLLED_BACK', `transactionId: bet ${body.transactionId} was rolled back`);
      }
      const earlier = await earlierAnswer(tx, call);
      if (earlier) return earlier;
      throw conflict(call);
    }
    const posted = await post(deps, tx, call, player, {
      from: mainOf(player.memberId),
      to: vendorAccount(vendor),
      amount,
      kind: 'bet',
      reference: `bet:${bet.id}`,
    });
    emit(balanceChanged(player.merchant.id, player.memberId, 'bet'));
    return answer(tx, call, money(player, posted.balances.get(posted.transfers[0]!.debitAccountId)!, bet.id));
  });
};

/**
 * The bet a win or rollback names (read locked: copies of one call wait for each other on it), when
 * it is this player's and open. When it is no longer open, the call is either a copy of the one that closed it (its first answer) or refused.
 */
const openBetOf = async (
  tx: Executor,
  call: Call,
  player: Player,
  betTransactionId: string,
  bet: Awaited<ReturnType<typeof findBetForUpdate>>,
) => {
  if (!bet || bet.memberId !== player.memberId || bet.merchantId !== player.merchant.id) {
    await requireMember(tx, player);
    throw new AppError('BET_NOT_FOUND', `betTransactionId: no bet ${betTransactionId} of this player`);
  }
  if (bet.status === 'open') return { bet };
  const earlier = await earlierAnswer(tx, call);
  if (earlier) return { earlier };
  if (bet.status === 'rolled_back') {
    throw new AppError('BET_ROLLED_BACK', `betTransactionId: bet ${betTransactionId} was rolled back`);
  }
  throw new AppError('BET_SETTLED', `betTransactionId: bet ${betTransactionId} is already settled`);
};

/**
 * A win settles the bet it names with its payout ("0.00" for a lost bet). No game token: a round
 * ends after the player left. A win for a bet not seen yet is refused and not stored, so the
 * vendor's retry is taken once the bet has arrived.
 */
export const seamlessWin = async (deps: SeamlessDeps, vendor: Vendor, body: SeamlessWinBody) => {
  const player = await playerOf(deps, body);
  const call = callOf(vendor, 'win', body);
  const payout = toMinor(body.amount);
  const win = {
    ...oneCallOf(call, player, 'win', deps.clock()),
    betTransactionId: body.betTransactionId,
    payout,
  };
  const leg = { from: vendorAccount(vendor), to: mainOf(player.memberId), amount: payout, kind: 'win' };
  // a payout resolves (and would create) the player's wallet account before the bet is read: only a member's
  if (payout > 0n) await requireMember(deps.db, player);
  const settled = await inOneCall(
    deps,
    call,
    player,
    () =>
      payout > 0n
        ? deps.ledger.postWithin(postingOf(call, player, leg), (posting) =>
            winInOneCall(deps.db, win, posting),
          )
        : winInOneCall(deps.db, win, undefined),
    payout > 0n,
  );
  if (settled) return settled;
  // the long way: the bet named is not this player's open bet (a replay, settled, rolled back, unknown)
  return runMoneyCommand(deps, async (tx, emit) => {
    const named = await findBetForUpdate(tx, vendor.code, body.betTransactionId);
    const { bet, earlier } = await openBetOf(tx, call, player, body.betTransactionId, named);
    if (!bet) return earlier;
    let balance: bigint;
    if (payout > 0n) {
      const posted = await post(deps, tx, call, player, {
        from: vendorAccount(vendor),
        to: mainOf(player.memberId),
        amount: payout,
        kind: 'win',
        reference: `bet:${bet.id}`,
      });
      emit(balanceChanged(player.merchant.id, player.memberId, 'win'));
      balance = posted.balances.get(posted.transfers[0]!.creditAccountId)!;
    } else {
      balance = await mainBalance(tx, player.merchant.id, player.merchant.currency, player.memberId);
    }
    await settleBet(tx, bet.id, payout, deps.clock());
    return answer(tx, call, money(player, balance, bet.id));
  });
};

/**
 * A rollback returns an open bet's stake. One for a bet never seen leaves a tombstone (a bet row of
 * stake 0, rolled back) under that bet's id, so the bet arriving late is refused; a settled bet
 * cannot be rolled back.
 */
export const seamlessRollback = async (deps: SeamlessDeps, vendor: Vendor, body: SeamlessRollbackBody) => {
  const player = await playerOf(deps, body);
  const call = callOf(vendor, 'rollback', body);
  return runMoneyCommand(deps, async (tx, emit) => {
    const now = deps.clock();
    let named = await findBetForUpdate(tx, vendor.code, body.betTransactionId);
    if (!named) {
      await requireMember(tx, player);
      const tombstone = await insertBet(tx, {
        merchantId: player.merchant.id,
        memberId: player.memberId,
        vendorCode: vendor.code,
        gameCode: body.gameCode,
        // a tombstone never counts in any figure: its category only labels it for staff
        gameType: (await gameTypeOf(tx, player.merchant.id, vendor.code, body.gameCode)) ?? 'RNG',
        roundId: body.roundId,
        betTransactionId: body.betTransactionId,
        walletMode: 'seamless',
        currency: player.merchant.currency,
        stake: 0n,
        validBet: 0n,
        status: 'rolled_back',
        placedAt: now,
        settledAt: now,
      });
      if (tombstone) {
        const balance = await mainBalance(tx, player.merchant.id, player.merchant.currency, player.memberId);
        return answer(tx, call, money(player, balance, tombstone.id));
      }
      // the bet committed while this call waited on its id: it is rolled back like any other
      named = await findBetForUpdate(tx, vendor.code, body.betTransactionId);
    }
    const { bet, earlier } = await openBetOf(tx, call, player, body.betTransactionId, named);
    if (!bet) return earlier;
    const posted = await post(deps, tx, call, player, {
      from: vendorAccount(vendor),
      to: mainOf(player.memberId),
      amount: bet.stake,
      kind: 'bet_rollback',
      reference: `bet:${bet.id}`,
    });
    await rollBackBet(tx, bet.id, now);
    emit(balanceChanged(player.merchant.id, player.memberId, 'bet_rollback'));
    return answer(
      tx,
      call,
      money(player, posted.balances.get(posted.transfers[0]!.creditAccountId)!, bet.id),
    );
  });
};
