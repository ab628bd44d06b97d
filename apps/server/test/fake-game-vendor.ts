import type { VendorLaunchBody } from '@croupier/contract/vendor-games';
import type { TransferRequest, VendorAdapter } from '../src/modules/vendors/vendor-adapter.ts';

/**
 * An in-process game vendor for launch tests: it records every launch and transfer, keeps player
 * balances in memory, and can be switched down (no answer) or made to refuse transfers.
 */
export const fakeGameVendor = (code: string, walletMode: VendorAdapter['walletMode']) => {
  const state = {
    launches: [] as Omit<VendorLaunchBody, 'vendorCode'>[],
    transfers: [] as TransferRequest[],
    balances: new Map<string, bigint>(),
    /** launch answers null, transfers 'unknown' */
    down: false,
    /** transfers are refused */
    refuseTransfers: false,
  };
  const adapter: VendorAdapter = {
    code,
    walletMode,
    secret: `fake-${code}-secret`,
    async launch(input) {
      if (state.down) return null;
      state.launches.push(input);
      return {
        url: `https://vendor.example/${code}/${input.gameCode}?mode=${input.mode}&n=${state.launches.length}`,
      };
    },
    async betFeed() {
      return state.down ? null : { rows: [], next: '' };
    },
    async transfer(input) {
      if (state.down) return 'unknown';
      if (state.refuseTransfers) return { status: 'failed', reason: 'REFUSED' };
      state.transfers.push(input);
      const cents = BigInt(input.amount.replace('.', ''));
      const now = state.balances.get(input.player) ?? 0n;
      state.balances.set(input.player, input.direction === 'deposit' ? now + cents : now - cents);
      return { status: 'ok' };
    },
    async transferStatus(transferId) {
      return state.transfers.some((transfer) => transfer.transferId === transferId) ? 'ok' : 'missing';
    },
    async balance(player) {
      if (state.down) return null;
      const cents = state.balances.get(player) ?? 0n;
      return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
    },
  };
  return { adapter, state };
};
