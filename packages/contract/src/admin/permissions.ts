/** The back office's roles. */
export const operatorRoles = ['owner', 'cashier', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * Every operator power, and the roles allowed it. An allow-list: a role that is not named here
 * (a new one, or a typo in the database) gets nothing, rather than everything `support` lacks.
 * The server checks it on every call; the back office reads the same table to show an operator
 * only the tabs and buttons their role may use.
 */
export const permissions = {
  'outbox.read': ['owner', 'cashier', 'support'],
  /** the full text of sent codes, and only where OUTBOX_SHOW_CODES allows it (never in production) */
  'outbox.codes': ['owner'],
  'audit.read': ['owner', 'cashier', 'support'],
  /** the operator's own account: read it, change its password */
  'account.own': ['owner', 'cashier', 'support'],
  /** the merchant's other operators: open accounts, roles, disable, lift lock-outs, reset sign-in */
  'operators.manage': ['owner'],
  /** the Members tab and the balance adjustment's look-up: accounts, balances, lock-outs */
  'members.find': ['owner', 'cashier', 'support'],
  /** lock or open a player's account, lift its sign-in lock-out, end its sessions */
  'members.manage': ['owner', 'support'],
  /** write a note on an account (what a caller said, what was checked); every role reads them */
  'members.note': ['owner', 'cashier', 'support'],
  /** the deposit, exception and withdrawal queues, proof images, channels and cashier settings: read */
  'cashier.read': ['owner', 'cashier', 'support'],
  'cashier.review': ['owner', 'cashier'],
  'vendorTransfers.read': ['owner', 'cashier', 'support'],
  'vendorTransfers.reconcile': ['owner', 'cashier'],
  'cashier.settings': ['owner'],
  'balance.adjust': ['owner', 'cashier'],
  'balance.approve': ['owner', 'cashier'],
  'security.settings': ['owner'],
  /** the merchant's calendar time zone, languages and maintenance */
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
  /** notices, the pop-up announcement, banners, help and service links: write, publish, delete */
  'content.manage': ['owner'],
  /** platform messages to one player or a segment */
  'messages.send': ['owner', 'support'],
  /** answers to players' feedback */
  'feedback.reply': ['owner', 'support'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof permissions;

export const can = (role: string, permission: Permission) =>
  (permissions[permission] as readonly string[]).includes(role);
