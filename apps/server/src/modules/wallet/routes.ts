import {
  bonusDetails,
  getBalance,
  getConsolidated,
  getMerchantWallet,
  isFlagOn,
  recallAllWallets,
  transactionHistory,
  transferToUpline,
  walletTransfer,
} from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as wallet from './service.ts';
import * as vendorTransfer from './vendor-transfer.ts';
import { refreshVendorWallets } from './vendor-transfer-sync.ts';

export const walletRoutes = async (app: FastifyInstance, deps: AppContext) => {
  const { db } = deps;
  registerRoute(
    app,
    walletTransfer,
    async (request, actor) => vendorTransfer.walletTransfer(deps, request.merchant, actor, request.body),
    { rateLimit: { max: 60, timeWindow: 60_000 } },
  );
  registerRoute(
    app,
    recallAllWallets,
    async (request, actor) =>
      vendorTransfer.recallAll(deps, request.merchant, actor, request.body.idempotencyKey),
    { rateLimit: { max: 20, timeWindow: 60_000 } },
  );
  registerRoute(app, getMerchantWallet, async (request) => ({
    isSingle: isFlagOn(request.merchant.flags, 'SINGLEWALLET3'),
  }));
  registerRoute(app, getBalance, async (request, actor) => {
    const accounts = await wallet.memberWallets(db, request.merchant, actor);
    // a member without vendor wallets: one read, no vendor asked
    if (!accounts.some((account) => account.kind === 'member_vendor'))
      return wallet.balancesOf(request.merchant, accounts, deps.vendors);
    // vendor wallets show the vendors' own figures (ARCHITECTURE §6): sync them, then read again
    await refreshVendorWallets(deps, request.merchant, actor.memberId);
    return wallet.balances(db, request.merchant, actor, deps.vendors);
  });
  registerRoute(
    app,
    transferToUpline,
    async (request, actor) =>
      wallet.transferToUpline(deps, request.merchant, actor, request.body, request.ip),
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );
  registerRoute(app, transactionHistory, async (request, actor) =>
    wallet.transactionHistory(db, request.merchant, actor, request.query),
  );
  registerRoute(app, getConsolidated, async (request, actor) =>
    wallet.consolidated(db, request.merchant, actor, deps.vendors),
  );
  registerRoute(app, bonusDetails, async (request, actor) =>
    wallet.bonusDetails(db, request.merchant, actor, request.query),
  );
};
