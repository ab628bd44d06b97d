import { listAudit } from '@croupier/contract';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

export type AuditQuery = z.input<NonNullable<typeof listAudit.query>>;

export const auditKey = ['backoffice', 'audit'] as const;

export const auditPageSize = 50;

export const auditCall = (query: AuditQuery) =>
  asOperator(listAudit, { query: { ...query, limit: auditPageSize } });
