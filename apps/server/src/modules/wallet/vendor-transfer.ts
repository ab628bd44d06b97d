import { fromMinor, isFlagOn, toMinor } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MerchantContext } from '../system/merchant-directory.ts';
import { type VendorDirectory, vendorPlayerName } from '../vendors/vendor-adapter.ts';
import type { Ledger } from './ledger.ts';
import {
  findVendorTransfer,
  insertVendorTransfer,
  ledgerBatchExists,
  openVendorTransfers,
  setVendorTransferStatus,
  type VendorTransferRow,
} from './vendor-transfer-store.ts';

export interface VendorTransferDeps {
  db: Db;
  ledger: Ledger;
  vendors: VendorDirectory;
}

const transferIdOf = (row: VendorTransferRow) => `croupier-${String(row.id).padStart(10, '0')}`;
const holdKey = (row: VendorTransferRow) => `vt:${row.id}:hold`;
const mainOf = (row: VendorTransferRow) => ({ kind: 'member_main' as const, memberId: row.memberId });
const vendorWalletOf = (row: VendorTransferRow) => ({
  kind: 'member_vendor' as const,
  memberId: row.memberId,
  code: row.vendorCode,
});

const summary = (row: VendorTransferRow, replayed: boolean) => ({
  transferId: transferIdOf(row),
  status: row.status === 'done' ? ('done' as const) : ('pending' as const),
  replayed,
});

/** Moves money back to the main wallet when a transfer in did not happen at the vendor. */
const revertHold = async (
  deps: VendorTransferDeps,
  merchant: { id: number; currency: string },
  row: VendorTransferRow,
) => {
  if (await ledgerBatchExists(deps.db, merchant.id, holdKey(row))) {
    await deps.ledger.post({
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: `vt:${row.id}:revert`,
      legs: [
        {
          from: vendorWalletOf(row),
          to: mainOf(row),
          amount: row.amount,
          kind: 'vendor_transfer_revert',
          reference: transferIdOf(row),
        },
      ],
    });
  }
};

const settleOut = (
  deps: VendorTransferDeps,
  merchant: { id: number; currency: string },
  row: VendorTransferRow,
) =>
  deps.ledger.post({
    merchantId: merchant.id,
    currency: merchant.currency,
    idempotencyKey: `vt:${row.id}:settle`,
    legs: [
      {
        from: vendorWalletOf(row),
        to: mainOf(row),
        amount: row.amount,
        kind: 'vendor_transfer_out',
        reference: transferIdOf(row),
      },
    ],
  });

/**
 * Main wallet <-> vendor wallet (GCS_walletTransfer). The platform's `member_vendor` account
 * mirrors the money held at the vendor: in = hold first, then ask the vendor; out = ask the
 * vendor first, then settle. An unanswered vendor leaves the transfer open for reconciliation.
 */
export const walletTransfer = async (
  deps: VendorTransferDeps,
  merchant: MerchantContext,
  actor: Actor,
  input: { vendor: string; direction: 'in' | 'out'; amount: string; idempotencyKey: string },
) => {
  if (isFlagOn(merchant.flags, 'SINGLEWALLET3')) {
    throw new AppError('FEATURE_DISABLED', 'This site uses a single wallet: no transfers are needed');
  }
  const adapter = deps.vendors.get(input.vendor.toUpperCase());
  if (adapter?.walletMode !== 'transfer') {
    throw new AppError('VENDOR_UNKNOWN', 'body.vendor: no transfer-wallet vendor by that code');
  }
  const amount = toMinor(input.amount);
  const row = await insertVendorTransfer(deps.db, {
    merchantId: merchant.id,
    memberId: actor.memberId,
    vendorCode: adapter.code,
    direction: input.direction,
    amount,
    idempotencyKey: input.idempotencyKey,
  });
  if (!row) {
    const previous = (await findVendorTransfer(deps.db, actor.memberId, input.idempotencyKey))!;
    if (
      previous.vendorCode !== adapter.code ||
      previous.direction !== input.direction ||
      previous.amount !== amount
    ) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This idempotency key was already used for a different transfer',
      );
    }
    if (previous.status === 'failed')
      throw new AppError('VENDOR_REFUSED', previous.reason ?? 'The vendor refused the transfer');
    return summary(previous, true);
  }

  const request = {
    transferId: transferIdOf(row),
    player: vendorPlayerName(merchant.code, actor.memberId),
    direction: input.direction === 'in' ? ('deposit' as const) : ('withdraw' as const),
    amount: fromMinor(amount),
    currency: merchant.currency,
  };
  try {
    if (input.direction === 'in') {
      await deps.ledger.post({
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: holdKey(row),
        legs: [
          {
            from: mainOf(row),
            to: vendorWalletOf(row),
            amount,
            kind: 'vendor_transfer_in',
            reference: request.transferId,
          },
        ],
      });
    } else if ((await deps.ledger.balanceOf(merchant.id, merchant.currency, vendorWalletOf(row))) < amount) {
      throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance in the vendor wallet');
    }
  } catch (error) {
    await setVendorTransferStatus(
      deps.db,
      row.id,
      'failed',
      error instanceof AppError ? error.code : 'ERROR',
    );
    throw error;
  }

  const outcome = await adapter.transfer(request);
  if (outcome === 'unknown') {
    await setVendorTransferStatus(deps.db, row.id, 'unknown');
    return summary({ ...row, status: 'unknown' }, false);
  }
  if (outcome.status === 'failed') {
    if (input.direction === 'in') await revertHold(deps, merchant, row);
    await setVendorTransferStatus(deps.db, row.id, 'failed', outcome.reason);
    throw new AppError(
      'VENDOR_REFUSED',
      `The vendor refused the transfer${outcome.reason ? ` (${outcome.reason})` : ''}`,
    );
  }
  if (input.direction === 'out') await settleOut(deps, merchant, row);
  await setVendorTransferStatus(deps.db, row.id, 'done');
  return summary({ ...row, status: 'done' }, false);
};

/** Longer than any vendor call may take, so a late answer cannot race the reconciliation. */
export const reconcileGraceMs = 60_000;

/**
 * Settles transfers left open (vendor timeout, crash between steps) by asking the vendor what
 * happened to the transfer id. Nothing is decided while the vendor stays silent.
 */
export const reconcileVendorTransfers = async (
  deps: VendorTransferDeps,
  merchants: (merchantId: number) => Promise<{ id: number; currency: string } | undefined>,
  now = new Date(),
) => {
  const open = await openVendorTransfers(deps.db, new Date(now.getTime() - reconcileGraceMs));
  let settled = 0;
  for (const row of open) {
    const adapter = deps.vendors.get(row.vendorCode);
    const merchant = await merchants(row.merchantId);
    if (!adapter || !merchant) continue;
    const status = await adapter.transferStatus(transferIdOf(row));
    if (status === 'unknown') continue;
    if (status === 'ok') {
      if (row.direction === 'out') await settleOut(deps, merchant, row);
      await setVendorTransferStatus(deps.db, row.id, 'done');
    } else {
      if (row.direction === 'in') await revertHold(deps, merchant, row);
      await setVendorTransferStatus(
        deps.db,
        row.id,
        'failed',
        status === 'missing' ? 'NOT_RECEIVED' : 'REFUSED',
      );
    }
    settled += 1;
  }
  return settled;
};

/** consolidateModal: every vendor wallet holding money is brought back to main, one transfer each. */
export const recallAll = async (
  deps: VendorTransferDeps,
  merchant: MerchantContext,
  actor: Actor,
  idempotencyKey: string,
) => {
  const results = [];
  for (const adapter of deps.vendors.values()) {
    if (adapter.walletMode !== 'transfer') continue;
    const held = await deps.ledger.balanceOf(merchant.id, merchant.currency, {
      kind: 'member_vendor',
      memberId: actor.memberId,
      code: adapter.code,
    });
    if (held <= 0n) continue;
    const amount = fromMinor(held);
    try {
      const outcome = await walletTransfer(deps, merchant, actor, {
        vendor: adapter.code,
        direction: 'out',
        amount,
        idempotencyKey: `${idempotencyKey}-${adapter.code}`.slice(0, 64),
      });
      results.push({ vendor: adapter.code, amount, status: outcome.status });
    } catch (error) {
      results.push({
        vendor: adapter.code,
        amount,
        status: 'failed' as const,
        code: error instanceof AppError ? error.code : 'SYSTEM_ERROR',
      });
    }
  }
  return { results };
};
