import { can, type Permission } from '@croupier/contract';
import { AppError } from './app-error.ts';

// the allow-list itself lives in the contract, so the back office shows each role what this checks
export { can, type OperatorRole, type Permission, permissions } from '@croupier/contract';

/** Roles that move money must sign in with an authenticator code unless the merchant turns it off. */
export const movesMoney = (role: string) => can(role, 'cashier.review') || can(role, 'balance.adjust');

export const requirePermission = (
  actor: { role: string; passwordChangeDue?: boolean },
  permission: Permission,
) => {
  if (!can(actor.role, permission)) throw new AppError('FORBIDDEN', 'Your operator role may not do this');
  // a password an owner gave is known to two people: the operator replaces it before anything else
  if (actor.passwordChangeDue && permission !== 'account.own')
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Choose your own password under My account first');
};
