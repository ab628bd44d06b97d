import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../lib/route.ts';
import { outbox } from './outbox.ts';

/** Back-office calls of the auth area: the sent SMS and email, codes masked. */
export const adminAuthRoutes = async (
  app: FastifyInstance,
  deps: {
    db: Db;
    /** OUTBOX_SHOW_CODES: a non-production demo shows owners sent codes in full */
    showCodes: boolean;
  },
) => {
  registerRoute(app, contract.listOutbox, async (request, actor) =>
    outbox(deps.db, request.merchant, actor, request.query, deps.showCodes),
  );
};
