import { type GatewayOrder, gatewayOrder, gatewayPaths } from '@croupier/contract/payment-gateway';
import { signedPost } from '../../lib/signed-post.ts';

/** An online payment gateway as the cashier uses it; null answers mean "did not answer". */
export interface PaymentGateway {
  /** verifies the gateway's signed callbacks */
  secret: string;
  createOrder(input: {
    orderId: string;
    amount: string;
    currency: string;
    description: string;
    callbackUrl: string;
    returnUrl: string;
  }): Promise<GatewayOrder | null>;
  orderStatus(orderId: string): Promise<GatewayOrder | 'missing' | null>;
}

export const demoPaymentGateway = (options: {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): PaymentGateway => ({
  secret: options.secret,
  async createOrder(input) {
    const answer = await signedPost(options, gatewayPaths.createOrder, input);
    const parsed = gatewayOrder.safeParse(answer?.value);
    return answer?.success && parsed.success ? parsed.data : null;
  },
  async orderStatus(orderId) {
    const answer = await signedPost(options, gatewayPaths.orderStatus, { orderId });
    if (answer && !answer.success && answer.code === 'ORDER_NOT_FOUND') return 'missing';
    const parsed = gatewayOrder.safeParse(answer?.value);
    return answer?.success && parsed.success ? parsed.data : null;
  },
});
