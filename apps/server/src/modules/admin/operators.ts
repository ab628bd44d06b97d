import {
  type AuditAction,
  type newOperatorPayloadSchema,
  type OperatorAction,
  type OperatorRow,
  type operatorNewPasswordPayloadSchema,
  passwordHoldsName,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { requirePermission } from '../../lib/permissions.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import * as operators from './operators-store.ts';
import type { AdminActor } from './service.ts';
import * as store from './store.ts';

type OperatorQueryRow = Awaited<ReturnType<typeof operators.operatorRows>>[number];

const rowOf = ({ admin, lastSignInAt }: OperatorQueryRow, now: Date): OperatorRow => ({
  id: admin.id,
  username: admin.username,
  role: admin.role,
  status: admin.status === 'active' ? 'active' : 'disabled',
  lockedUntil: admin.lockedUntil && admin.lockedUntil > now ? admin.lockedUntil.toISOString() : null,
  totpEnabledAt: admin.totpEnabledAt?.toISOString() ?? null,
  lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
  passwordChangeDue: admin.passwordChangeDue,
  createdAt: admin.createdAt.toISOString(),
});

const oneRow = async (db: Executor, merchant: MerchantContext, id: number, now: Date) => {
  const [row] = await operators.operatorRows(db, merchant.id, id);
  if (!row) throw new AppError('NOT_FOUND', 'body.id: no such operator');
  return rowOf(row, now);
};

/** The merchant's operators, for the owner's Operators tab. */
export const listOperators = async (db: Db, merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'operators.manage');
  const now = new Date();
  return (await operators.operatorRows(db, merchant.id)).map((row) => rowOf(row, now));
};

/** An owner opens an operator account of the merchant; the name is unique in any case, across merchants. */
export const createOperator = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<typeof newOperatorPayloadSchema>,
  ip: string,
) => {
  requirePermission(actor, 'operators.manage');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const id = await operators.insertOperator(tx, {
      merchantId: merchant.id,
      username: input.username,
      passwordHash,
      role: input.role,
      passwordChangeDue: true,
    });
    if (id === undefined)
      throw new AppError('OPERATOR_USERNAME_TAKEN', 'body.username: another operator has this name');
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'operator_create',
      success: true,
      ip,
      detail: { adminId: actor.adminId, operatorId: id, operatorName: input.username, role: input.role },
    });
    return oneRow(tx, merchant, id, new Date());
  });
};

/**
 * The account `id` of the merchant, locked for the transaction, that the asking owner may change:
 * never their own (they use My account, which asks for their password) and never a platform
 * operator's (they belong to no merchant, so no merchant's owner finds them).
 */
const otherOperator = async (tx: Executor, merchant: MerchantContext, actor: AdminActor, id: number) => {
  const target = await operators.lockMerchantOperator(tx, merchant.id, id);
  if (!target) throw new AppError('NOT_FOUND', 'body.id: no such operator');
  if (target.id === actor.adminId)
    throw new AppError('VALIDATION_FAILED', 'body.id: is your own account: change it under My account');
  return target;
};

const auditActionOf = {
  role: 'operator_role',
  disable: 'operator_disable',
  enable: 'operator_enable',
  unlock: 'operator_unlock',
  resetAuthenticator: 'operator_totp_reset',
} as const satisfies Record<OperatorAction['action'], AuditAction>;

/** What each action writes to the account, and whether it ends the operator's sessions. */
const changeOf = (action: OperatorAction): { set: Partial<store.AdminRow>; endsSessions: boolean } => {
  switch (action.action) {
    case 'role':
      // a new role may ask for an authenticator at sign-in: a session opened under the old one must not skip it
      return { set: { role: action.role }, endsSessions: true };
    case 'disable':
      return { set: { status: 'locked' }, endsSessions: true };
    case 'enable':
      return { set: { status: 'active' }, endsSessions: false };
    case 'unlock':
      return { set: store.noFailures, endsSessions: false };
    case 'resetAuthenticator':
      return { set: { totpSecret: null, totpEnabledAt: null, totpLastStep: null }, endsSessions: true };
  }
};

/**
 * An owner changes another operator's account: role, disabled or not, lock-out, authenticator. The
 * change, the end of the operator's sessions and the audit row commit together.
 */
export const changeOperator = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  action: OperatorAction,
  ip: string,
) => {
  requirePermission(actor, 'operators.manage');
  const now = new Date();
  return db.transaction(async (tx) => {
    const target = await otherOperator(tx, merchant, actor, action.id);
    const { set, endsSessions } = changeOf(action);
    await operators.updateOperator(tx, target.id, set);
    if (action.action === 'resetAuthenticator') await operators.deleteRecoveryCodes(tx, target.id);
    const endedSessions = endsSessions ? await store.revokeAdminSessions(tx, target.id, now) : 0;
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: auditActionOf[action.action],
      success: true,
      ip,
      detail: {
        adminId: actor.adminId,
        operatorId: target.id,
        operatorName: target.username,
        ...(action.action === 'role' ? { from: target.role, to: action.role } : {}),
        endedSessions,
      },
    });
    return oneRow(tx, merchant, target.id, now);
  });
};

/**
 * An owner gives another operator a new password (one who forgot theirs: there is no self-service
 * reset for operators). It lifts a lock-out and ends the operator's sessions.
 */
export const resetOperatorPassword = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<typeof operatorNewPasswordPayloadSchema>,
  ip: string,
) => {
  requirePermission(actor, 'operators.manage');
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const target = await otherOperator(tx, merchant, actor, input.id);
    if (passwordHoldsName(input.password, target.username))
      throw new AppError('VALIDATION_FAILED', "body.password: must not contain the operator's username");
    await operators.updateOperator(tx, target.id, {
      ...store.noFailures,
      passwordHash,
      passwordChangeDue: true,
    });
    const endedSessions = await store.revokeAdminSessions(tx, target.id, now);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'operator_password_reset',
      success: true,
      ip,
      detail: { adminId: actor.adminId, operatorId: target.id, operatorName: target.username, endedSessions },
    });
    return oneRow(tx, merchant, target.id, now);
  });
};
