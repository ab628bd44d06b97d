import { randomBytes } from 'node:crypto';
import type { GatewayOrder } from '@croupier/contract/payment-gateway';
import { jsonFileState } from './json-file-state.ts';

export interface StoredOrder {
  orderId: string;
  amount: string;
  currency: string;
  description: string;
  callbackUrl: string;
  returnUrl: string;
  status: GatewayOrder['status'];
  gatewayReference: string | null;
  createdAt: string;
  callbackDelivered: boolean;
}

export type CreateOrderResult = { order: StoredOrder } | { conflict: true };
export type CompleteResult =
  | { order: StoredOrder; changed: boolean }
  | { missing: true }
  | { refused: StoredOrder };

/** The gateway's orders. Creating is idempotent by order id; an order is paid or cancelled once. */
export const createGatewayStore = (file?: string) => {
  const { state, persist, serial } = jsonFileState<{ orders: Record<string, StoredOrder> }>(file, () => ({
    orders: {},
  }));
  /** an order by id; own keys only, so `constructor` or `__proto__` from the address bar find none */
  const orderOf = (orderId: string): StoredOrder | undefined =>
    Object.hasOwn(state.orders, orderId) ? state.orders[orderId] : undefined;
  return {
    find: orderOf,
    create: (input: Omit<StoredOrder, 'status' | 'gatewayReference' | 'createdAt' | 'callbackDelivered'>) =>
      serial((): CreateOrderResult => {
        const existing = orderOf(input.orderId);
        if (existing) {
          return existing.amount === input.amount && existing.currency === input.currency
            ? { order: existing }
            : { conflict: true };
        }
        const order: StoredOrder = {
          ...input,
          status: 'created',
          gatewayReference: null,
          createdAt: new Date().toISOString(),
          callbackDelivered: false,
        };
        state.orders[input.orderId] = order;
        persist();
        return { order };
      }),
    /** pay or cancel: only an order still `created` changes; paying a cancelled order is refused */
    complete: (orderId: string, action: 'pay' | 'cancel') =>
      serial((): CompleteResult => {
        const order = orderOf(orderId);
        if (!order) return { missing: true };
        const wanted = action === 'pay' ? 'paid' : 'cancelled';
        if (order.status === wanted) return { order, changed: false };
        if (order.status !== 'created') return { refused: order };
        order.status = wanted;
        if (wanted === 'paid') order.gatewayReference = `DG${randomBytes(6).toString('hex').toUpperCase()}`;
        persist();
        return { order, changed: true };
      }),
    markDelivered: (orderId: string) =>
      serial(() => {
        const order = orderOf(orderId);
        if (!order) return;
        order.callbackDelivered = true;
        persist();
      }),
  };
};

export type GatewayStore = ReturnType<typeof createGatewayStore>;
