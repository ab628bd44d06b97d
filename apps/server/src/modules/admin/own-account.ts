import {
  type OperatorRole,
  type OwnActivityRow,
  type operatorPasswordPayloadSchema,
  operatorRoles,
  ownActivityActions,
  passwordHoldsName,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { movesMoney, requirePermission } from '../../lib/permissions.ts';
import { guardSecretTry, insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { operatorSettingsOf } from './operator-settings.ts';
import type { AdminActor } from './service.ts';
import { countFailure, failuresOf, lockAfterFailures, lockedMessage } from './sign-in.ts';
import * as store from './store.ts';

const signedInAdmin = async (db: Db, actor: AdminActor) => {
  requirePermission(actor, 'account.own');
  const admin = await store.findAdminById(db, actor.adminId);
  if (!admin) throw new AppError('AUTH_REQUIRED', 'Please sign in');
  return admin;
};

/** The signed-in operator's own account, as the back office's "My account" shows it. */
export const ownAccount = async (db: Db, merchant: MerchantContext, actor: AdminActor) => {
  const admin = await signedInAdmin(db, actor);
  return {
    username: admin.username,
    role: admin.role,
    passwordChangeDue: admin.passwordChangeDue,
    totpEnabledAt: admin.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: admin.totpEnabledAt ? await store.countUnusedRecoveryCodes(db, admin.id) : 0,
    totpRequired: movesMoney(admin.role) && (await operatorSettingsOf(db, merchant.id)).totpRequired,
  };
};

const ownActions = ownActivityActions.filter((action) => action.startsWith('admin_'));
const ownersActions = ownActivityActions.filter((action) => action.startsWith('operator_'));

/**
 * The signed-in operator's recent account activity on this site (the last 20): their sign-ins, failed
 * ones included, their own password and authenticator changes, and what owners changed on their
 * account and who. A password an owner gave does not hide it: it is how an operator learns of it.
 */
export const ownActivity = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
): Promise<OwnActivityRow[]> => {
  const admin = await signedInAdmin(db, actor);
  const rows = await store.operatorActivity(
    db,
    merchant.id,
    admin.id,
    { own: ownActions, byOwners: ownersActions },
    20,
  );
  return rows.map(({ entry, by }) => ({
    id: entry.id,
    action: entry.action as OwnActivityRow['action'],
    success: entry.success,
    ip: entry.ip,
    createdAt: entry.createdAt.toISOString(),
    by: entry.action.startsWith('operator_') ? by : null,
    // a role change keeps `to`; an account's opening, its first `role`
    role:
      [entry.detail.to, entry.detail.role].find((value): value is OperatorRole =>
        operatorRoles.includes(value as OperatorRole),
      ) ?? null,
  }));
};

const lockedError = (until: Date) =>
  new AppError('AUTH_ACCOUNT_LOCKED', lockedMessage(until), { lockedUntil: until.toISOString() });

/**
 * The operator changes their own password. The current one is checked as a sign-in checks it: a
 * wrong one counts toward the same lock-out (5 in 15 minutes), tries sent at once are counted
 * together, and a locked account changes nothing. The new password, the audit row and the end of
 * the operator's other sessions commit together (docs/operator-password.md).
 */
export const changeOwnPassword = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<typeof operatorPasswordPayloadSchema>,
  ip: string,
) => {
  const now = new Date();
  const admin = await signedInAdmin(db, actor);
  if (passwordHoldsName(input.newPassword, admin.username))
    throw new AppError('VALIDATION_FAILED', 'body.newPassword: must not contain your username');
  const refuse = async (code: 'PASSWORD_OLD_WRONG' | 'AUTH_ACCOUNT_LOCKED') =>
    insertAudit(db, {
      merchantId: merchant.id,
      action: 'admin_password_change',
      success: false,
      ip,
      detail: { adminId: admin.id, code },
    });
  const checked = await guardSecretTry(
    db,
    {
      subject: `admin:${admin.id}:sign_in`,
      limit: lockAfterFailures,
      failures: async () => failuresOf(await store.findAdminById(db, admin.id), now),
      locked: async () => {
        await refuse('AUTH_ACCOUNT_LOCKED');
        const until = (await store.findAdminById(db, admin.id))?.lockedUntil;
        throw until && until > now
          ? lockedError(until)
          : new AppError(
              'AUTH_ACCOUNT_LOCKED',
              'Too many tries at once for this account; try again in a minute',
            );
      },
    },
    async () => {
      const current = await signedInAdmin(db, actor);
      if (await verifyPassword(input.currentPassword, current.passwordHash)) return current.passwordHash;
      const lockedUntil = await countFailure(db, merchant, current, ip, now);
      await refuse(lockedUntil ? 'AUTH_ACCOUNT_LOCKED' : 'PASSWORD_OLD_WRONG');
      if (lockedUntil) throw lockedError(lockedUntil);
      throw new AppError('PASSWORD_OLD_WRONG', 'body.currentPassword: the current password is incorrect');
    },
  );
  const newHash = await hashPassword(input.newPassword);
  const endedSessions = await db.transaction(async (tx) => {
    // another change with the same current password landed first: this one is checked against a stale password
    if (!(await store.replaceAdminPassword(tx, admin.id, checked, newHash)))
      throw new AppError('PASSWORD_OLD_WRONG', 'body.currentPassword: the password was changed meanwhile');
    const ended = await store.revokeAdminSessions(tx, admin.id, now, actor.sessionId);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'admin_password_change',
      success: true,
      ip,
      detail: { adminId: admin.id, endedSessions: ended },
    });
    return ended;
  });
  return { endedSessions };
};
