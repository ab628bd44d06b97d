import { randomBytes } from 'node:crypto';
import { isFlagOn } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import { trialType } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { hashPassword } from '../../lib/password.ts';
import { newToken } from '../../lib/tokens.ts';
import { completeLogin } from '../auth/index.ts';
import { countTrialAccounts, insertMember, lockTrialOpening } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';

/** A trial account (type 4) for free play; it can only ever sign in this way. */
/** Trial accounts one address, and one device, may open in 24 hours (beyond the 5-a-minute route limit). */
export const freePlayDailyCap = { perIp: 10, perDevice: 3 };

/**
 * A trial account with demo credit. Each is real promotion money on the ledger, so they are capped
 * per IP and per device id (the spec's `random` field, kept by the browser) for 24 hours; the
 * count and the insert run under advisory locks of that IP and device so a burst cannot slip past.
 */
export const freePlay = async (
  deps: AppContext,
  merchant: MerchantContext,
  client: ClientInfo,
  device: string | undefined,
) => {
  if (!isFlagOn(merchant.flags, 'FREEPLAY3'))
    throw new AppError('FEATURE_DISABLED', 'Free play is not enabled');
  const passwordHash = await hashPassword(newToken());
  const member = await deps.db.transaction(async (tx) => {
    await lockTrialOpening(tx, merchant.id, [`ip:${client.ip}`, device && `device:${device}`]);
    const since = new Date(Date.now() - 24 * 3_600_000);
    const opened = await countTrialAccounts(tx, merchant.id, since, { ip: client.ip, device });
    if (opened.byIp >= freePlayDailyCap.perIp || opened.byDevice >= freePlayDailyCap.perDevice) {
      throw new AppError(
        'FREEPLAY_DAILY_LIMIT',
        'Too many trial accounts from this device or network today; please register an account',
      );
    }
    return insertMember(tx, {
      merchantId: merchant.id,
      username: `guest${randomBytes(5).toString('hex')}`,
      passwordHash,
      type: trialType,
      nickname: 'Guest',
      registerIp: client.ip,
      registerDevice: device ?? null,
    });
  });
  // demo credit from the promotions account, so a guest can try the games at once
  await deps.ledger.post({
    merchantId: merchant.id,
    currency: merchant.currency,
    idempotencyKey: `freeplay-credit-${member.id}`,
    legs: [
      {
        from: { kind: 'promotions' },
        to: { kind: 'member_main', memberId: member.id },
        amount: freePlayCredit,
        kind: 'freeplay_credit',
        reference: `member:${member.id}`,
      },
    ],
  });
  return completeLogin(deps, merchant, member, 'member', client, 'freeplay');
};

/** demo credit of a trial account, minor units (2,000.00) */
export const freePlayCredit = 200_000n;
