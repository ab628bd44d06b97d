import { z } from 'zod';
import { positiveMoneyString } from '../money.ts';

/**
 * The online payment gateway API (server-to-server, signed like the vendor API: HMAC-SHA256 over
 * `<timestamp>.<raw body>` in X-Signature / X-Timestamp, see ./signature.ts). The demo gateway in
 * apps/demo-vendor implements the gateway side; the platform's cashier implements the callback.
 *
 * 1. platform -> gateway `createOrder`: idempotent by orderId; answers the payment page URL.
 * 2. the player pays (or cancels) on the gateway's page, on the gateway's own origin.
 * 3. gateway -> platform `callbackUrl`: signed `gatewayCallbackBody`; any 2xx means delivered,
 *    otherwise the gateway retries. The player's browser then goes to `returnUrl`.
 * 4. platform -> gateway `orderStatus`: what the platform asks when a callback never came.
 */
export const gatewayPaths = {
  createOrder: '/gateway/api/orders',
  orderStatus: '/gateway/api/order-status',
  /** GET shows the payment page, POST (form field action=pay|cancel) completes it */
  payPage: (orderId: string) => `/gateway/pay/${encodeURIComponent(orderId)}`,
} as const;

const orderId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const gatewayCreateOrderBody = z.object({
  orderId,
  amount: positiveMoneyString,
  currency: z.string().length(3),
  /** shown on the payment page */
  description: z.string().max(140),
  callbackUrl: z.url(),
  returnUrl: z.url(),
});
export const gatewayOrderStatus = z.enum(['created', 'paid', 'cancelled']);
export const gatewayOrder = z.object({
  orderId: z.string(),
  status: gatewayOrderStatus,
  amount: z.string(),
  currency: z.string(),
  /** the gateway's own reference, set once paid */
  gatewayReference: z.string().nullable(),
  /** where the player's browser is sent to pay: a web address, never a script or data URL */
  paymentUrl: z.url({ protocol: /^https?$/ }),
});
export type GatewayOrder = z.infer<typeof gatewayOrder>;

export const gatewayOrderStatusBody = z.object({ orderId });

export const gatewayCallbackBody = z.object({
  orderId: z.string(),
  status: z.enum(['paid', 'cancelled']),
  amount: z.string(),
  currency: z.string(),
  gatewayReference: z.string().nullable(),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackBody>;
