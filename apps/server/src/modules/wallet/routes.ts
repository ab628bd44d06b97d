import { getBalance } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../lib/route.ts';
import { balances } from './service.ts';

export const walletRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  registerRoute(app, getBalance, async (request) => balances(db, request.merchant, request.actor!));
};
