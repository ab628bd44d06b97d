import { isAmount } from '@croupier/contract';
import { vendorPaths } from '@croupier/contract/vendor-transfer-wallet';
import { signedPost } from './signed-post.ts';
import type { VendorAdapter } from './vendor-adapter.ts';

/** The demo vendor over its signed HTTP API; any unanswered call reads as 'unknown', never as a failure. */
export const demoVendorAdapter = (options: {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): VendorAdapter => {
  const call = async (path: string, body: object) => {
    const answer = await signedPost(options, path, body);
    return answer?.success && answer.value ? { success: true, value: answer.value } : null;
  };
  return {
    code: 'DEMO',
    walletMode: 'transfer',
    async transfer(input) {
      const answer = await call(vendorPaths.transfer, input);
      if (!answer?.success) return 'unknown';
      const status = answer.value.status === 'ok' ? 'ok' : 'failed';
      return { status, ...(typeof answer.value.reason === 'string' ? { reason: answer.value.reason } : {}) };
    },
    async transferStatus(transferId) {
      const answer = await call(vendorPaths.status, { transferId });
      if (!answer?.success) return 'unknown';
      const status = answer.value.status;
      return status === 'ok' || status === 'failed' ? status : 'missing';
    },
    async balance(player, currency) {
      const answer = await call(vendorPaths.balance, { player, currency });
      const balance = answer?.value.balance;
      return typeof balance === 'string' && isAmount(balance) ? balance : null;
    },
  };
};
