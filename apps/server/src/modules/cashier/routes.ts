import * as contract from '@croupier/contract';
import { gatewayCallbackBody } from '@croupier/contract/payment-gateway';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, perMinute, registerRoute } from '../../lib/route.ts';
import { signedRawBodyPlugin } from '../../plugins/signed-raw-body.ts';
import * as deposits from './deposits.ts';
import { readProofForm } from './proof-images.ts';
import * as withdrawals from './withdrawals.ts';

/** Field errors of a zod parse, named as the rest of the API names them. */
const parseFields = <T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => `body.${issue.path.join('.')}: ${issue.message}`);
  throw new AppError('VALIDATION_FAILED', messages.join('; '), { fields: messages });
};

export const cashierRoutes = async (app: FastifyInstance, deps: AppContext) => {
  const { db, ledger } = deps;
  registerRoute(app, contract.getDepositChannels, async (request) =>
    deposits.depositChannels(db, request.merchant),
  );
  registerRoute(
    app,
    contract.createDeposit,
    async (request, actor) => deposits.startDeposit(deps, request.merchant, actor, request.body),
    perMinute(20),
  );
  registerRoute(app, contract.depositRecords, async (request, actor) =>
    deposits.depositRecords(db, actor, request.query),
  );
  registerRoute(app, contract.getWithdrawSettings, async (request, actor) =>
    withdrawals.withdrawSettings(db, ledger, request.merchant, actor),
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
    perMinute(10),
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
    perMinute(20),
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
        const fields = parseFields(contract.confirmReceiptFieldsSchema, form.fields);
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

  // the gateway signs the raw bytes: the signature is checked before the body is even parsed
  await app.register(async (callbacks) => {
    await callbacks.register(signedRawBodyPlugin, { secretFor: () => deps.gateway.secret });
    callbacks.route({
      method: 'POST',
      url: contract.gatewayCallbackPath,
      config: { audience: 'public' },
      schema: { summary: 'Payment gateway callback (signed: X-Timestamp, X-Signature)', tags: ['cashier'] },
      handler: async (request) => {
        const result = parseFields(gatewayCallbackBody, request.body as Record<string, string>);
        try {
          const { deposit, exception } = await deposits.applyGatewayResult(deps, result, {
            via: 'callback',
            ip: request.ip,
          });
          if (!exception) return ok({ orderId: deposit.orderNo, status: deposit.status });
          // a 2xx tells the gateway it was heard; the payment now waits in the staff queue
          request.log.warn({ orderNo: deposit.orderNo }, 'gateway paid a closed deposit: filed for staff');
          return ok({ orderId: deposit.orderNo, status: deposit.status, exception: 'paid_after_cancel' });
        } catch (error) {
          if (error instanceof AppError) {
            request.log.warn({ orderNo: result.orderId, code: error.code }, 'gateway callback refused');
          }
          throw error;
        }
      },
    });
  });
};
