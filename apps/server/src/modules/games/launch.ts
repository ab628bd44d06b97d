import {
  fromMinor,
  isFlagOn,
  type LanguageCode,
  type launchGameBody,
  vendorPlayerName,
} from '@croupier/contract';
import type { z } from 'zod';
import { type Actor, trialType } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import type { MerchantContext } from '../system/index.ts';
import type { VendorAdapter } from '../vendors/index.ts';
import { type VendorTransferDeps, walletTransfer } from '../wallet/index.ts';
import * as store from './catalogue-store.ts';

export type LaunchInput = z.infer<typeof launchGameBody>;
export type LaunchDeps = VendorTransferDeps;

const notFound = () => new AppError('GAME_NOT_FOUND', 'body.nodeId: no such game');

/**
 * Whether a launch of a transfer-mode vendor moves the main balance in: the merchant's
 * AUTOTRANSFER3 setting (on unless an operator set it to '0'), or else the player's own
 * confirmation (confirmTrans 1). A single-wallet merchant never moves money.
 */
export const movesBalanceIn = (merchant: MerchantContext, confirmTrans: 0 | 1) => {
  if (isFlagOn(merchant.flags, 'SINGLEWALLET3')) return false;
  return merchant.flags.AUTOTRANSFER3?.enabled !== '0' || confirmTrans === 1;
};

/**
 * The whole main balance into the vendor's wallet through the wallet module's transfer (hold,
 * vendor call, settle), keyed by the launch so it moves once. A refused or unanswered transfer does
 * not stop the game from opening: the answer says what moved ("0.00" when the vendor has not
 * confirmed it; an unanswered one is settled by the reconcile job).
 */
const moveMainIn = async (
  deps: LaunchDeps,
  merchant: MerchantContext,
  actor: Actor,
  adapter: VendorAdapter,
  launchId: number,
) => {
  const main = await deps.ledger.balanceOf(merchant.id, merchant.currency, {
    kind: 'member_main',
    memberId: actor.memberId,
  });
  if (main <= 0n) return '0.00';
  try {
    const outcome = await walletTransfer(deps, merchant, actor, {
      vendor: adapter.code,
      direction: 'in',
      amount: fromMinor(main),
      idempotencyKey: `launch-${launchId}`,
    });
    return outcome.status === 'done' ? fromMinor(main) : '0.00';
  } catch {
    return '0.00';
  }
};

/**
 * `/wps/game/launchGame`. The game must be the merchant's and open (GAME_NOT_FOUND, then
 * GAME_MAINTENANCE); a trial account plays only for play money and only where the game offers it.
 * A seamless real-money launch gets a fresh game token whose SHA-256 is kept with the player's
 * session (the vendor API checks both on every bet). The vendor is asked for the game's address
 * first: when it does not answer nothing is left behind (no launch row, no money moved).
 */
export const launchGame = async (
  deps: LaunchDeps,
  merchant: MerchantContext,
  actor: Actor,
  input: LaunchInput,
  language: LanguageCode,
) => {
  const found = await store.findGame(deps.db, merchant.id, input.nodeId);
  if (!found?.game.enabled || !found.vendor.enabled) throw notFound();
  const { game, vendor } = found;
  if (input.vassalage && input.vassalage.toUpperCase() !== game.vendorCode) {
    throw new AppError('VALIDATION_FAILED', 'body.vassalage: is not the vendor of this game');
  }
  if (input.gameId && input.gameId !== game.gameCode) {
    throw new AppError('VALIDATION_FAILED', 'body.gameId: is not the code of this game');
  }
  if (vendor.maintenance || game.maintenance) {
    throw new AppError('GAME_MAINTENANCE', 'The game is under maintenance');
  }
  if (input.roomId && !game.rooms.some((room) => room.roomId === input.roomId)) {
    throw new AppError('VALIDATION_FAILED', 'body.roomId: is not a room of this game');
  }
  if (actor.type === trialType && input.accountType === 1) {
    throw new AppError(
      'GAME_FREE_PLAY_ONLY',
      'A trial account can only play for fun: log in with a real account',
    );
  }
  const mode = input.accountType === 0 ? ('free' as const) : ('real' as const);
  if (mode === 'free' && !game.freePlay) {
    throw new AppError('GAME_NO_FREE_PLAY', 'This game has no free play');
  }
  const adapter = deps.vendors.get(game.vendorCode);
  if (!adapter)
    throw new AppError('VENDOR_UNAVAILABLE', 'The game provider is not available, try again later');

  const token = mode === 'real' && adapter.walletMode === 'seamless' ? newToken() : undefined;
  const launchId = await store.insertLaunch(deps.db, {
    merchantId: merchant.id,
    memberId: actor.memberId,
    gameId: game.id,
    vendorCode: game.vendorCode,
    mode,
    sessionId: actor.sessionId,
    tokenHash: token ? sha256(token) : null,
  });
  const answer = await adapter
    .launch({
      player: vendorPlayerName(merchant.code, actor.memberId),
      currency: merchant.currency,
      gameCode: game.gameCode,
      language,
      mode,
      ...(token ? { token } : {}),
      ...(input.roomId ? { roomId: input.roomId } : {}),
      lobbyUrl: merchant.siteUrl,
    })
    .catch(() => null);
  if (!answer) {
    await store.deleteLaunch(deps.db, launchId);
    throw new AppError('VENDOR_UNAVAILABLE', 'The game provider did not answer, try again later');
  }

  const transferred =
    mode === 'real' && adapter.walletMode === 'transfer' && movesBalanceIn(merchant, input.confirmTrans)
      ? await moveMainIn(deps, merchant, actor, adapter, launchId)
      : '0.00';
  return {
    content: game.gameType === 'PVP' ? answer.url : { game_url: answer.url },
    target: vendor.launchTarget,
    walletMode: adapter.walletMode,
    accountType: input.accountType,
    transferred,
  };
};
