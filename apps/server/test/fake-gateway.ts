import type { GatewayOrder } from '@croupier/contract/payment-gateway';
import { signBody, signedTarget } from '@croupier/contract/vendor-signature';
import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../src/modules/cashier/payment-gateway.ts';

export const gatewaySecret = 'test-gateway-secret-0123';

/**
 * A gateway double that records orders; `down` makes it stop answering, and an order id in
 * `failing` makes its status call throw, as a broken connection or a bad reply would.
 */
export const fakeGateway = () => {
  const orders = new Map<string, GatewayOrder>();
  const gateway: PaymentGateway & {
    down: boolean;
    failing: Set<string>;
    orders: typeof orders;
    /** the order ids its status call was asked about, in order */
    asked: string[];
    lastCallback?: string;
  } = {
    secret: gatewaySecret,
    down: false,
    failing: new Set(),
    orders,
    asked: [],
    async createOrder(input) {
      if (gateway.down) return null;
      gateway.lastCallback = input.callbackUrl;
      const order: GatewayOrder = {
        orderId: input.orderId,
        status: 'created',
        amount: input.amount,
        currency: input.currency,
        gatewayReference: null,
        paymentUrl: `http://gateway.test/gateway/pay/${input.orderId}`,
      };
      orders.set(input.orderId, order);
      return order;
    },
    async orderStatus(orderId) {
      gateway.asked.push(orderId);
      if (gateway.failing.has(orderId)) throw new Error(`connection reset asking about ${orderId}`);
      if (gateway.down) return null;
      return orders.get(orderId) ?? 'missing';
    },
  };
  return gateway;
};

/** The gateway's signed callback, as the gateway sends it (or a forger with another secret). */
export const gatewayCallback = (
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { secret?: string; timestamp?: string; remoteAddress?: string } = {},
) => {
  const raw = JSON.stringify(body);
  const url = '/wps/cashier/gateway/callback';
  const timestamp = options.timestamp ?? String(Date.now());
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signBody(options.secret ?? gatewaySecret, timestamp, signedTarget('POST', url), raw),
    },
    payload: raw,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
};

/** A "paid" callback for an order as the gateway recorded it. */
export const paidCallback = (order: Pick<GatewayOrder, 'orderId' | 'amount' | 'currency'>) => ({
  orderId: order.orderId,
  status: 'paid',
  amount: order.amount,
  currency: order.currency,
  gatewayReference: 'GW-1',
});
