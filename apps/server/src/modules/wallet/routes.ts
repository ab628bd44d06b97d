import { getBalance, transactionHistory, transferToUpline } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../lib/route.ts';
import type { Ledger } from './ledger.ts';
import * as wallet from './service.ts';

export const walletRoutes = async (app: FastifyInstance, { db, ledger }: { db: Db; ledger: Ledger }) => {
  registerRoute(app, getBalance, async (request) => wallet.balances(db, request.merchant, request.actor!));
  registerRoute(
    app,
    transferToUpline,
    async (request) => wallet.transferToUpline(db, ledger, request.merchant, request.actor!, request.body),
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );
  registerRoute(app, transactionHistory, async (request) =>
    wallet.transactionHistory(db, request.merchant, request.actor!, request.query),
  );
};
