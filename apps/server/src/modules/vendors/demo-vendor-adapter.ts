import { isAmount } from '@croupier/contract';
import { vendorBetFeedResult, vendorGamePaths, vendorLaunchResult } from '@croupier/contract/vendor-games';
import {
  vendorPaths,
  vendorStatusResult,
  vendorTransferResult,
} from '@croupier/contract/vendor-transfer-wallet';
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
    // an answer outside the contract decides nothing: read as a refusal, a transfer the vendor
    // then completes would be paid twice (its hold given back, then its money found at the vendor)
    async transfer(input) {
      const parsed = vendorTransferResult.safeParse((await call(vendorPaths.transfer, input))?.value);
      if (!parsed.success) return 'unknown';
      const { status, reason } = parsed.data;
      return { status, ...(reason !== undefined ? { reason } : {}) };
    },
    async transferStatus(transferId) {
      const parsed = vendorStatusResult.safeParse((await call(vendorPaths.status, { transferId }))?.value);
      if (!parsed.success) return 'unknown';
      // the vendor's 'unknown': it never saw this transfer
      return parsed.data.status === 'unknown' ? 'missing' : parsed.data.status;
    },
    async balance(player, currency) {
      const answer = await call(vendorPaths.balance, { player, currency });
      const balance = answer?.value.balance;
      return typeof balance === 'string' && isAmount(balance) ? balance : null;
    },
  };
};
