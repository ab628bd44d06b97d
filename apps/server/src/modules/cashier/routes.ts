import * as contract from '@croupier/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { actorOf, perMinute, registerRoute } from '../../lib/route.ts';
import * as deposits from './deposits.ts';
import { readProofForm } from './proof-images.ts';
import * as withdrawals from './withdrawals.ts';

export const cashierRoutes = async (app: FastifyInstance, deps: AppContext) => {
  const { db } = deps;
  registerRoute(app, contract.getDepositChannels, async (request) =>
    deposits.depositChannels(db, request.merchant),
  );
  registerRoute(
    app,
    contract.createDeposit,
    async (request, actor) => deposits.startDeposit(deps, request.merchant, actor, request.body),
    { ...perMinute(20), refuseTrial: 'Trial accounts cannot deposit; register a real account' },
  );
  registerRoute(app, contract.depositRecords, async (request, actor) =>
    deposits.depositRecords(db, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.getWithdrawSettings, async (request, actor) =>
    withdrawals.withdrawSettings(deps, request.merchant, actor),
  );
  registerRoute(
    app,
    contract.bindBankCard,
    async (request, actor) =>
      withdrawals.bindBankCard(
        { db, messenger: deps.messenger },
        request.merchant,
        actor,
        request.body,
        clientInfo(request),
      ),
    { ...perMinute(10), refuseTrial: 'Trial accounts cannot bind cards' },
  );
  registerRoute(
    app,
    contract.requestWithdrawal,
    async (request, actor) =>
      withdrawals.requestWithdrawal(
        deps,
        request.merchant,
        actor,
        deps.keys.open(request.body, contract.withdrawPayloadSchema),
        request.ip,
      ),
    { ...perMinute(20), refuseTrial: 'Trial accounts cannot withdraw; register a real account' },
  );
  registerRoute(app, contract.withdrawalRecords, async (request, actor) =>
    withdrawals.withdrawalRecords(db, request.merchant, actor, request.query),
  );

  // multipart: the proof images travel with the answer in one request, so it lands whole or not at all
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.route({
      method: 'POST',
      url: contract.confirmReceipt.path,
      config: { audience: contract.confirmReceipt.audience, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: contract.confirmReceipt.summary,
        tags: contract.confirmReceipt.tags,
        consumes: ['multipart/form-data'],
      },
      handler: async (request) => {
        const form = await readProofForm(request);
        const fields = parseInput(contract.confirmReceiptFieldsSchema, form.fields);
        return ok(
          await withdrawals.confirmReceipt(
            db,
            request.merchant,
            actorOf(request, 'player') as Actor,
            fields,
            form.proofs,
          ),
        );
      },
    });
  });
};
