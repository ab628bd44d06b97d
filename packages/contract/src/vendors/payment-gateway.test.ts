import { describe, expect, it } from 'vitest';
import { gatewayOrder } from './payment-gateway.ts';

describe("a gateway order's payment address", () => {
  const order = (paymentUrl: string) =>
    gatewayOrder.safeParse({
      orderId: 'D-2030-0042',
      status: 'created',
      amount: '100.00',
      currency: 'CNY',
      gatewayReference: null,
      paymentUrl,
    }).success;

  it('is a web address the browser may be sent to', () => {
    expect(order('https://pay.example/order/D-2030-0042')).toBe(true);
    expect(order('http://localhost:8090/gateway/pay/D-2030-0042')).toBe(true);
  });

  it('is never a script, data or other address (the order then reads as unanswered)', () => {
    for (const address of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'ftp://pay.example/x',
      '/pay/1',
    ]) {
      expect(order(address), address).toBe(false);
    }
  });
});
