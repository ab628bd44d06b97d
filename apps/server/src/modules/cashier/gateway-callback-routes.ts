import * as contract from '@croupier/contract';
import { gatewayCallbackBody } from '@croupier/contract/payment-gateway';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { refuseControlCharactersPlugin } from '../../plugins/refuse-control-characters.ts';
import { signedRawBodyPlugin } from '../../plugins/signed-raw-body.ts';
import { applyGatewayResult } from './deposits.ts';

/**
 * The payment gateway's signed callback. It is registered beside the seamless vendor API, outside
 * the merchant site rules: a site in maintenance, a blocked region or an address on a player block
 * list must not hold back a payment the gateway confirms (docs/server-calls-outside-site-rules.md).
 * The signature is checked before the body is even parsed.
 */
export const gatewayCallbackRoutes = async (app: FastifyInstance, deps: AppContext) => {
  await app.register(async (callbacks) => {
    await callbacks.register(signedRawBodyPlugin, { secretFor: () => deps.gateway.secret });
    await callbacks.register(refuseControlCharactersPlugin);
    callbacks.route({
      method: 'POST',
      url: contract.gatewayCallbackPath,
      // the gateway's servers, signed per call: a per-address limit would hold back a busy hour's deposits
      config: { audience: 'public', rateLimit: false },
      schema: { summary: 'Payment gateway callback (signed: X-Timestamp, X-Signature)', tags: ['cashier'] },
      handler: async (request) => {
        const result = parseInput(gatewayCallbackBody, request.body);
        try {
          const { deposit, exception } = await applyGatewayResult(deps, result, {
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
