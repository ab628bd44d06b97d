import { dailySummaryReport, withdrawalChecks } from '@croupier/contract';
import { asOperator } from './backoffice-calls.ts';

/** Every report query of the back office starts with this key. */
export const reportsKey = ['backoffice', 'reports'] as const;

export const dailySummaryCall = (from: string, to: string) =>
  asOperator(dailySummaryReport, { query: { from, to } });

export const withdrawalChecksCall = (ids: number[]) =>
  asOperator(withdrawalChecks, { query: { ids: ids.join(',') } });
