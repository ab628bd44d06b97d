import type { Db } from '../../db/client.ts';
import { type OperatorRole, requirePermission } from '../../lib/permissions.ts';
import { sha256 } from '../../lib/tokens.ts';
import { type SessionPolicy, sessionLiveness } from '../auth/index.ts';
import type { MerchantContext } from '../system/index.ts';
import * as store from './store.ts';

/** The operator behind a back-office call. */
export interface AdminActor {
  adminId: number;
  merchantId: number | null;
  role: OperatorRole;
  sessionId: number;
  /** an owner gave the password: every power but the operator's own account waits for a new one */
  passwordChangeDue: boolean;
}

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
  // a platform operator's session met the sign-in rules of its own merchant only: on another, whose
  // policy may ask for the authenticator, it would skip them
  if (session.merchantId !== null && session.merchantId !== merchant.id) return undefined;
  if (liveness === 'touch') await store.touchAdminSession(db, session.id, now);
  return {
    adminId: admin.id,
    merchantId: admin.merchantId,
    role: admin.role,
    sessionId: session.id,
    passwordChangeDue: admin.passwordChangeDue,
  };
};

export const adminLogout = (db: Db, actor: AdminActor) =>
  store.revokeAdminSession(db, actor.sessionId, new Date());

export const audit = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: Omit<store.AuditFilter, 'adminId'> & { operator?: string | undefined; limit: number },
) => {
  requirePermission(actor, 'audit.read');
  const { operator, ...filter } = query;
  // the operator by name first, so the list reads the (merchant, operator, id) index
  const adminId = operator ? (await store.findAdminByUsername(db, operator))?.id : undefined;
  if (operator && adminId === undefined) return [];
  return (await store.listAudit(db, merchant.id, { ...filter, adminId }, query.limit)).map(
    ({ entry, username, operator }) => ({
      id: entry.id,
      memberId: entry.memberId,
      username,
      operator,
      action: entry.action,
      success: entry.success,
      ip: entry.ip,
      detail: entry.detail,
      createdAt: entry.createdAt.toISOString(),
    }),
  );
};
