import { AppError } from './app-error.ts';

export type OperatorRole = 'owner' | 'cashier' | 'support';

/**
 * Every operator power, and the roles allowed it. An allow-list: a role that is not named here
 * (a new one, or a typo in the database) gets nothing, rather than everything `support` lacks.
 */
export const permissions = {
  'outbox.read': ['owner', 'cashier', 'support'],
  /** the full text of sent codes, and only where OUTBOX_SHOW_CODES allows it (never in production) */
  'outbox.codes': ['owner'],
  'audit.read': ['owner', 'cashier', 'support'],
  /** the operator's own account: read it, change its password */
  'account.own': ['owner', 'cashier', 'support'],
  'members.find': ['owner', 'cashier', 'support'],
  /** the deposit, exception and withdrawal queues, proof images, channels and cashier settings: read */
  'cashier.read': ['owner', 'cashier', 'support'],
  'cashier.review': ['owner', 'cashier'],
  'vendorTransfers.read': ['owner', 'cashier', 'support'],
  'vendorTransfers.reconcile': ['owner', 'cashier'],
  'cashier.settings': ['owner'],
  'balance.adjust': ['owner', 'cashier'],
  'balance.approve': ['owner', 'cashier'],
  'security.settings': ['owner'],
  /** the merchant's calendar time zone */
  'merchant.settings': ['owner'],
  /** register fields and the feature flags of registration and login */
  'site.register': ['owner'],
  'games.read': ['owner', 'cashier', 'support'],
  /** vendors, games and lanes of the catalogue */
  'games.manage': ['owner'],
  'bets.read': ['owner', 'cashier', 'support'],
  'reports.read': ['owner', 'cashier'],
  /** notices, the pop-up announcement, messages sent and feedback received: read */
  'content.read': ['owner', 'cashier', 'support'],
  /** notices and the pop-up announcement: write, publish, delete */
  'content.manage': ['owner'],
  /** platform messages to one player or a segment */
  'messages.send': ['owner', 'support'],
  /** answers to players' feedback */
  'feedback.reply': ['owner', 'support'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof permissions;

export const can = (role: string, permission: Permission) =>
  (permissions[permission] as readonly string[]).includes(role);

/** Roles that move money must sign in with an authenticator code unless the merchant turns it off. */
export const movesMoney = (role: string) => can(role, 'cashier.review') || can(role, 'balance.adjust');

export const requirePermission = (actor: { role: string }, permission: Permission) => {
  if (!can(actor.role, permission)) throw new AppError('FORBIDDEN', 'Your operator role may not do this');
};
