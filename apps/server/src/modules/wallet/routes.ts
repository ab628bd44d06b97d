import {
  bonusDetails,
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
import { registerBalanceRoute } from './balance-route.ts';
import * as wallet from './service.ts';
import * as vendorTransfer from './vendor-transfer.ts';

export const walletRoutes = async (app: FastifyInstance, deps: AppContext) => {
  const { db } = deps;
  // kept balances hear this instance's committed events and, with Redis, other instances' postings
  const stopBalanceCache = deps.ledger.connectBalanceCache({
    events: deps.events,
    redis: deps.redis,
    log: app.log,
  });
  app.addHook('onClose', async () => stopBalanceCache());
  registerRoute(
    app,
    walletTransfer,
    async (request, actor) => vendorTransfer.walletTransfer(deps, request.merchant, actor, request.body),
    {
      rateLimit: { max: 60, timeWindow: 60_000 },
      // demo credit is for free play only: at a vendor it would be real-money balance
      refuseTrial: 'Trial accounts cannot move money to games; register a real account',
    },
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
  registerBalanceRoute(app, deps);
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
