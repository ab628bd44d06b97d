import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, registerRoute } from '../../lib/route.ts';
import type { AdminActor } from '../admin/index.ts';
import * as exceptions from './deposit-exceptions.ts';
import * as cashier from './operator.ts';
import * as settings from './operator-settings.ts';

const proofQuery = z.object({ id: z.coerce.number().int().positive() });

export const adminCashierRoutes = async (app: FastifyInstance, deps: AppContext) => {
  registerRoute(app, contract.listDepositQueue, async (request, actor) =>
    cashier.depositQueue(deps.db, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.reviewDeposit, async (request, actor) =>
    cashier.reviewDeposit(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.listDepositExceptions, async (request, actor) =>
    exceptions.depositExceptionQueue(deps.db, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.resolveDepositException, async (request, actor) =>
    exceptions.resolveDepositException(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.listWithdrawalQueue, async (request, actor) =>
    cashier.withdrawalQueue(deps.db, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.reviewWithdrawal, async (request, actor) =>
    cashier.reviewWithdrawal(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.resolveWithdrawalDispute, async (request, actor) =>
    cashier.resolveDispute(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.findMember, async (request, actor) =>
    cashier.findMember(deps, request.merchant, actor, request.query.username),
  );
  registerRoute(app, contract.listChannels, async (request, actor) =>
    settings.channels(deps.db, request.merchant, actor),
  );
  registerRoute(app, contract.saveChannel, async (request, actor) =>
    settings.saveChannel(deps.db, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.getCashierSettings, async (request, actor) =>
    settings.settings(deps.db, request.merchant, actor),
  );
  registerRoute(app, contract.saveCashierSettings, async (request, actor) =>
    settings.saveSettings(deps.db, request.merchant, actor, request.body, request.ip),
  );
  app.get(
    contract.withdrawalProofPath,
    { config: { audience: 'admin' }, schema: { summary: 'One proof image (admin)', tags: ['admin'] } },
    async (request, reply) => {
      const actor = actorOf(request, 'admin') as AdminActor;
      const query = proofQuery.safeParse(request.query);
      if (!query.success)
        throw new AppError('VALIDATION_FAILED', 'querystring.id: must be a positive integer');
      const proof = await cashier.proofImage(deps.db, request.merchant, actor, query.data.id);
      return reply
        .type(proof.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(proof.data);
    },
  );
};
