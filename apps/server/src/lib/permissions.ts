import { can, type Permission } from '@croupier/contract';
import { AppError } from './app-error.ts';

// the allow-list itself lives in the contract, so the back office shows each role what this checks
export { can, type OperatorRole, type Permission, permissions } from '@croupier/contract';

/** Roles that move money must sign in with an authenticator code unless the merchant turns it off. */
export const movesMoney = (role: string) => can(role, 'cashier.review') || can(role, 'balance.adjust');

export const requirePermission = (actor: { role: string }, permission: Permission) => {
  if (!can(actor.role, permission)) throw new AppError('FORBIDDEN', 'Your operator role may not do this');
};
