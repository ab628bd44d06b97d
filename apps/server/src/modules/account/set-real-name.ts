import type { setRealNamePayloadSchema } from '@croupier/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { verifyPassword } from '../../lib/password.ts';
import { insertAudit } from '../audit/index.ts';
import { requireMember, setRealNameOnce } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';

/**
 * Records the player's real name, once: the name bank accounts are checked against and a second
 * factor at a login from a new address, so nobody with only a session may change it. A wrong one is
 * corrected by customer service. The login password proves the owner is at the keyboard; a wrong
 * one is audited, and the route allows 10 tries a minute per address, as the password change does.
 */
export const setRealName = async (
  deps: AppContext,
  merchant: MerchantContext,
  actor: Actor,
  payload: z.infer<typeof setRealNamePayloadSchema>,
  client: ClientInfo,
) => {
  const member = await requireMember(deps, actor);
  // the failure is audited on its own; the success commits with the name
  const audit = (db: Executor, success: boolean, detail: Record<string, unknown>) =>
    insertAudit(db, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'real_name_set',
      success,
      ip: client.ip,
      detail,
    });
  if (member.realName !== null) throw alreadySet();
  if (!(await verifyPassword(payload.loginPassword, member.passwordHash))) {
    await audit(deps.db, false, { step: 'login_password' });
    throw new AppError('PASSWORD_OLD_WRONG', 'body.loginPassword: the login password is incorrect');
  }
  await deps.db.transaction(async (tx) => {
    if (!(await setRealNameOnce(tx, member.id, payload.realName))) throw alreadySet();
    await audit(tx, true, { length: [...payload.realName].length });
  });
};

const alreadySet = () =>
  new AppError(
    'REAL_NAME_ALREADY_SET',
    'body.realName: your real name is recorded already; customer service corrects a wrong one',
  );
