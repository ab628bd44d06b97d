import type { GatewayCallback } from '@croupier/contract/payment-gateway';
import { signedHeaders } from '@croupier/contract/vendor-signature';
import type { GatewayStore, StoredOrder } from './gateway-store.ts';

/** Delivers an order's outcome to the platform, signed; any 2xx counts as delivered. */
const deliver = async (secret: string, order: StoredOrder) => {
  const body: GatewayCallback = {
    orderId: order.orderId,
    status: order.status === 'paid' ? 'paid' : 'cancelled',
    amount: order.amount,
    currency: order.currency,
    gatewayReference: order.gatewayReference,
  };
  const raw = JSON.stringify(body);
  try {
    const response = await fetch(order.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(secret, order.callbackUrl, raw) },
      body: raw,
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok;
  } catch {
    return false;
  }
};

/**
 * Calls back once right away; an undelivered callback is retried later on a growing delay,
 * as real gateways do. The platform can also ask for the order's status at any time.
 */
export const createCallbackSender = (options: {
  secret: string;
  store: GatewayStore;
  retryDelaysMs: number[];
}) => {
  const timers = new Set<NodeJS.Timeout>();
  const attempt = async (order: StoredOrder, retry: number) => {
    if (await deliver(options.secret, order)) {
      await options.store.markDelivered(order.orderId);
      return true;
    }
    const delay = options.retryDelaysMs[retry];
    if (delay !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(order, retry + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
    return false;
  };
  return {
    send: (order: StoredOrder) => attempt(order, 0),
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};
