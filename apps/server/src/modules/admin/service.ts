import { type adminLoginPayloadSchema, fromMinor, toMinor } from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { type SessionPolicy, sessionLiveness } from '../auth/sessions.ts';
import { countLoginFailures, insertAudit } from '../auth/store.ts';
import { findMemberById } from '../members/store.ts';
import type { MerchantContext } from '../system/merchant-directory.ts';
import type { Ledger } from '../wallet/ledger.ts';
import * as store from './store.ts';

/** The operator behind a back-office call. */
export interface AdminActor {
  adminId: number;
  merchantId: number | null;
  role: 'owner' | 'cashier' | 'support';
  sessionId: number;
}

const lockAfterFailures = 5;

export const adminLogin = async (
  db: Db,
  policy: SessionPolicy,
  merchant: MerchantContext,
  input: z.infer<typeof adminLoginPayloadSchema>,
  ip: string,
) => {
  const now = new Date();
  const since = new Date(now.getTime() - 15 * 60_000);
  const admin = await store.findAdminByUsername(db, input.username);
  const failures = await countLoginFailures(db, merchant.id, { ip }, since, 'admin_login');
  const refuse = async (
    code: 'AUTH_BAD_CREDENTIALS' | 'AUTH_ACCOUNT_LOCKED',
    message: string,
  ): Promise<never> => {
    await insertAudit(db, {
      merchantId: merchant.id,
      action: 'admin_login',
      success: false,
      ip,
      detail: { username: input.username.slice(0, 64) },
    });
    throw new AppError(code, message);
  };
  if (failures >= lockAfterFailures)
    return refuse('AUTH_ACCOUNT_LOCKED', 'Too many failed attempts; try again in 15 minutes');
  const valid = admin ? await verifyPassword(input.password, admin.passwordHash) : false;
  if (!admin || !valid) return refuse('AUTH_BAD_CREDENTIALS', 'Account or password incorrect');
  if (admin.status !== 'active') return refuse('AUTH_ACCOUNT_LOCKED', 'This account is locked');
  if (admin.merchantId !== null && admin.merchantId !== merchant.id) {
    return refuse('AUTH_BAD_CREDENTIALS', 'Account or password incorrect');
  }
  const token = newToken();
  await store.insertAdminSession(db, {
    adminId: admin.id,
    tokenHash: sha256(token),
    ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
  });
  await insertAudit(db, {
    merchantId: merchant.id,
    action: 'admin_login',
    success: true,
    ip,
    detail: { adminId: admin.id },
  });
  return { token, role: admin.role, username: admin.username };
};

/** The operator of a token, when the session is live and may act for this merchant. */
export const resolveAdmin = async (
  db: Db,
  policy: SessionPolicy,
  token: string,
  merchant: MerchantContext,
): Promise<AdminActor | undefined> => {
  const now = new Date();
  const session = await store.findAdminSession(db, sha256(token));
  const liveness = sessionLiveness(session, policy, now);
  if (!session || liveness === 'ended') return undefined;
  const admin = await store.findAdminById(db, session.adminId);
  if (admin?.status !== 'active') return undefined;
  if (admin.merchantId !== null && admin.merchantId !== merchant.id) return undefined;
  if (liveness === 'touch') await store.touchAdminSession(db, session.id, now);
  return { adminId: admin.id, merchantId: admin.merchantId, role: admin.role, sessionId: session.id };
};

export const adminLogout = (db: Db, actor: AdminActor) =>
  store.revokeAdminSession(db, actor.sessionId, new Date());

export const outbox = async (
  db: Db,
  merchant: MerchantContext,
  query: { destination?: string; limit: number },
) =>
  (await store.listOutbox(db, merchant.id, query.destination, query.limit)).map((row) => ({
    id: row.id,
    channel: row.channel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  }));

export const audit = async (
  db: Db,
  merchant: MerchantContext,
  query: { memberId?: number; action?: string; limit: number },
) =>
  (await store.listAudit(db, merchant.id, query, query.limit)).map((row) => ({
    id: row.id,
    memberId: row.memberId,
    action: row.action,
    success: row.success,
    ip: row.ip,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));

/** A manual correction of a member's main wallet against the house account, kept in the audit log with its reason. */
export const adjustBalance = async (
  db: Db,
  ledger: Ledger,
  merchant: MerchantContext,
  actor: AdminActor,
  input: {
    memberId: number;
    direction: 'credit' | 'debit';
    amount: string;
    reason: string;
    idempotencyKey: string;
  },
  ip: string,
) => {
  if (actor.role === 'support')
    throw new AppError('FORBIDDEN', 'Only owners and cashiers may adjust balances');
  const member = await findMemberById(db, input.memberId);
  if (!member || member.merchantId !== merchant.id)
    throw new AppError('ACCOUNT_NOT_FOUND', 'body.memberId: no such member');
  const wallet = { kind: 'member_main' as const, memberId: member.id };
  const house = { kind: 'house' as const };
  const result = await ledger.post({
    merchantId: merchant.id,
    currency: merchant.currency,
    idempotencyKey: `adjust:${input.idempotencyKey}`,
    legs: [
      {
        from: input.direction === 'credit' ? house : wallet,
        to: input.direction === 'credit' ? wallet : house,
        amount: toMinor(input.amount),
        kind: 'adjustment',
        reference: `admin:${actor.adminId}`,
      },
    ],
  });
  if (!result.replayed) {
    await insertAudit(db, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'balance_adjust',
      success: true,
      ip,
      detail: {
        adminId: actor.adminId,
        direction: input.direction,
        amount: input.amount,
        reason: input.reason,
      },
    });
  }
  return {
    balance: fromMinor(await ledger.balanceOf(merchant.id, merchant.currency, wallet)),
    replayed: result.replayed,
  };
};
