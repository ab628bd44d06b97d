import {
  type GatewayOrder,
  gatewayCreateOrderBody,
  gatewayOrderStatusBody,
  gatewayPaths,
} from '@croupier/contract/payment-gateway';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createCallbackSender } from './gateway-callbacks.ts';
import { closedPage, missingPage, pageSecurityPolicy, paymentPage } from './gateway-page.ts';
import type { GatewayStore, StoredOrder } from './gateway-store.ts';
import { keepRawJson, refuse, signed } from './signed-route.ts';

export interface GatewayOptions {
  secret: string;
  store: GatewayStore;
  /** where players reach the payment pages */
  publicUrl: string;
  retryDelaysMs: number[];
}

const html = (reply: FastifyReply, status: number, body: string, returnUrl?: string) =>
  reply
    .status(status)
    .header('content-security-policy', pageSecurityPolicy(returnUrl))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(body);

/** The demo payment gateway: a signed order API for the platform and a payment page for players. */
export const gatewayRoutes = async (app: FastifyInstance, options: GatewayOptions) => {
  keepRawJson(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const callbacks = createCallbackSender(options);
  app.addHook('onClose', async () => callbacks.stop());

  const view = (order: StoredOrder): GatewayOrder => ({
    orderId: order.orderId,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    gatewayReference: order.gatewayReference,
    paymentUrl: `${options.publicUrl}${gatewayPaths.payPage(order.orderId)}`,
  });

  app.post(
    gatewayPaths.createOrder,
    signed(options.secret, gatewayCreateOrderBody, async (body, reply) => {
      const result = await options.store.create(body);
      if ('conflict' in result) {
        return reply
          .status(409)
          .send(refuse('body.orderId: already used with another amount or currency', 'ORDER_CONFLICT'));
      }
      return view(result.order);
    }),
  );

  app.post(
    gatewayPaths.orderStatus,
    signed(options.secret, gatewayOrderStatusBody, (body, reply) => {
      const order = options.store.find(body.orderId);
      if (!order) return reply.status(404).send(refuse('No such order', 'ORDER_NOT_FOUND'));
      return view(order);
    }),
  );

  app.get<{ Params: { orderId: string } }>('/gateway/pay/:orderId', async (request, reply) => {
    const order = options.store.find(request.params.orderId);
    if (!order) return html(reply, 404, missingPage());
    return html(
      reply,
      200,
      order.status === 'created' ? paymentPage(order) : closedPage(order),
      order.returnUrl,
    );
  });

  app.post<{ Params: { orderId: string }; Body: { action?: string } }>(
    '/gateway/pay/:orderId',
    async (request, reply) => {
      const action = request.body?.action;
      if (action !== 'pay' && action !== 'cancel') return html(reply, 400, missingPage());
      const result = await options.store.complete(request.params.orderId, action);
      if ('missing' in result) return html(reply, 404, missingPage());
      if ('refused' in result) return html(reply, 409, closedPage(result.refused), result.refused.returnUrl);
      if (result.changed || !result.order.callbackDelivered) await callbacks.send(result.order);
      const back = new URL(result.order.returnUrl);
      back.searchParams.set('order', result.order.orderId);
      back.searchParams.set('status', result.order.status);
      return reply.redirect(back.toString(), 303);
    },
  );
};
