import { z } from 'zod';
import { defineRoute } from '../route.ts';

const codePurposes = [
  'login',
  'register',
  'reset',
  'second_factor',
  'payment_password',
  'contact',
  'factor_change',
] as const;

/**
 * Every action the audit log records, in the groups the back office offers them. The server's
 * `insertAudit` takes only these, so the back office can name each one in every language.
 */
export const auditActionGroups = {
  memberAccess: [
    'login',
    'login_challenge',
    'login_second_factor',
    'register',
    'password_change',
    'password_reset',
    'password_reset_email',
    'payment_password',
    'payment_password_set',
    'payment_password_created',
    'payment_password_changed',
    'real_name_set',
    'security_change',
    'contact_changed',
    'authenticator_enabled',
    'authenticator_removed',
    ...codePurposes.map((purpose) => `code_sent:${purpose}` as const),
  ],
  memberMoney: [
    'bank_card_bind',
    'withdrawal_request',
    'transfer_upline',
    'deposit_paid_after_cancel',
    'gateway_result_refused',
  ],
  operatorAccess: [
    'admin_login',
    'admin_login_challenge',
    'admin_locked',
    'admin_totp_enrolled',
    'admin_password_change',
  ],
  operatorAccounts: [
    'operator_create',
    'operator_role',
    'operator_disable',
    'operator_enable',
    'operator_unlock',
    'operator_totp_reset',
    'operator_password_reset',
  ],
  memberAccounts: [
    'member_lock',
    'member_unlock',
    'member_login_unlock',
    'member_sessions_end',
    'member_note',
    'member_real_name',
    'member_authenticator_removed',
    'member_contact_cleared',
  ],
  operatorMoney: [
    'deposit_confirm',
    'deposit_reject',
    'deposit_exception_credit',
    'deposit_exception_refunded',
    'withdrawal_approve',
    'withdrawal_reject',
    'withdrawal_pay',
    'withdrawal_resolve',
    'withdrawal_hold',
    'balance_adjust_requested',
    'balance_adjust_approved',
    'balance_adjust_rejected',
    'balance_adjust',
    'vendor_transfer_reconcile',
  ],
  settings: [
    'operator_settings',
    'merchant_settings',
    'site_maintenance',
    'site_block_add',
    'site_block_remove',
    'site_route_add',
    'site_route_move',
    'site_route_remove',
    'register_settings',
    'cashier_settings_save',
    'cashier_channel_save',
  ],
  content: [
    'message_send',
    'feedback_reply',
    'content_notice_save',
    'content_notice_publish',
    'content_notice_delete',
    'content_banner_save',
    'content_banner_publish',
    'content_banner_delete',
    'content_service_save',
    'content_service_delete',
    'content_service_link',
    'content_resource_save',
    'content_resource_delete',
    'content_help_save',
    'content_help_delete',
    'games_vendor_save',
    'games_game_save',
    'games_lane_save',
    'games_announcement_save',
    'games_announcement_delete',
  ],
} as const;
export type AuditActionGroup = keyof typeof auditActionGroups;

export const auditActions = Object.values(auditActionGroups).flat();
export type AuditAction = (typeof auditActions)[number];

export const auditOutcomes = ['success', 'failure'] as const;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  /** the member's username, when the row is about a member */
  username: z.string().nullable(),
  /** the operator who acted (the row's `detail.adminId`), when an operator did */
  operator: z.string().nullable(),
  action: z.string(),
  success: z.boolean(),
  ip: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const listAudit = defineRoute({
  method: 'GET',
  path: '/wps/admin/audit',
  audience: 'admin',
  summary:
    'The audit log (sign-ins, codes, secrets, money decisions, settings and content changes), newest first; ' +
    '`before` (an entry id) pages to older entries',
  tags: ['admin'],
  query: z.object({
    memberId: z.coerce.number().int().positive().optional(),
    /** the member's username (any case) */
    username: z.string().trim().min(1).max(32).optional(),
    /** the acting operator's username (any case) */
    operator: z.string().trim().min(1).max(64).optional(),
    action: z.enum(auditActions as [AuditAction, ...AuditAction[]]).optional(),
    outcome: z.enum(auditOutcomes).optional(),
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.array(auditEntrySchema),
});
