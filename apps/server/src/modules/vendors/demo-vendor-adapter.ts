import { isAmount } from '@croupier/contract';
import { vendorBetFeedResult, vendorGamePaths, vendorLaunchResult } from '@croupier/contract/vendor-games';
import { vendorPaths } from '@croupier/contract/vendor-transfer-wallet';
import { signedPost } from '../../lib/signed-post.ts';
import type { VendorAdapter } from './vendor-adapter.ts';

/**
 * A vendor code of the demo vendor over its signed HTTP API (it serves DEMO in transfer mode and
 * DSLOT in seamless mode, each with its own secret); any unanswered call reads as 'unknown' or
 * null, never as a failure.
 */
export const demoVendorAdapter = (options: {
  code?: string;
  walletMode?: VendorAdapter['walletMode'];
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): VendorAdapter => {
  const code = options.code ?? 'DEMO';
  const call = async (path: string, body: object) => {
    const answer = await signedPost(options, path, body);
    return answer?.success && answer.value ? { success: true, value: answer.value } : null;
  };
  return {
    code,
    walletMode: options.walletMode ?? 'transfer',
    secret: options.secret,
    async launch(input) {
      const answer = await call(vendorGamePaths.launch, { ...input, vendorCode: code });
      const parsed = vendorLaunchResult.safeParse(answer?.value);
      return parsed.success ? parsed.data : null;
    },
    async betFeed(after, limit) {
      const answer = await call(vendorGamePaths.betFeed, { vendorCode: code, after, limit });
      const parsed = vendorBetFeedResult.safeParse(answer?.value);
      return parsed.success ? parsed.data : null;
    },
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
