import {
  bonusDetails,
  getBalance,
  getConsolidated,
  getMerchantWallet,
  isFlagOn,
  personalProfit,
  recallAllWallets,
  transactionHistory,
  transferToUpline,
  walletTransfer,
} from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../lib/route.ts';
import type { VendorDirectory } from '../vendors/index.ts';
import type { Ledger } from './ledger.ts';
import * as wallet from './service.ts';
import * as vendorTransfer from './vendor-transfer.ts';
import { refreshVendorWallets } from './vendor-transfer-sync.ts';

export const walletRoutes = async (
  app: FastifyInstance,
  { db, ledger, vendors }: { db: Db; ledger: Ledger; vendors: VendorDirectory },
) => {
  registerRoute(
    app,
    walletTransfer,
    async (request) =>
      vendorTransfer.walletTransfer({ db, ledger, vendors }, request.merchant, request.actor!, request.body),
    { rateLimit: { max: 60, timeWindow: 60_000 } },
  );
  registerRoute(
    app,
    recallAllWallets,
    async (request) =>
      vendorTransfer.recallAll(
        { db, ledger, vendors },
        request.merchant,
        request.actor!,
        request.body.idempotencyKey,
      ),
    { rateLimit: { max: 20, timeWindow: 60_000 } },
  );
  registerRoute(app, getMerchantWallet, async (request) => ({
    isSingle: isFlagOn(request.merchant.flags, 'SINGLEWALLET3'),
  }));
  registerRoute(app, getBalance, async (request) => {
    // vendor wallets show the vendors' own figures (ARCHITECTURE §6)
    await refreshVendorWallets({ db, ledger, vendors }, request.merchant, request.actor!.memberId);
    return wallet.balances(db, request.merchant, request.actor!);
  });
  registerRoute(
    app,
    transferToUpline,
    async (request) =>
      wallet.transferToUpline(db, ledger, request.merchant, request.actor!, request.body, request.ip),
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );
  registerRoute(app, transactionHistory, async (request) =>
    wallet.transactionHistory(db, request.merchant, request.actor!, request.query),
  );
  registerRoute(app, getConsolidated, async (request) =>
    wallet.consolidated(db, request.merchant, request.actor!),
  );
  registerRoute(app, bonusDetails, async (request) =>
    wallet.bonusDetails(db, request.merchant, request.actor!, request.query),
  );
  registerRoute(app, personalProfit, async (request) =>
    wallet.personalProfit(db, request.merchant, request.actor!, request.query.days),
  );
};
