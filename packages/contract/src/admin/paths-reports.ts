/** The zod-free twins (paths.ts) of the Reports tab's routes (reports.ts): one per route, same name. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

export const dailySummaryReport: RoutePath<typeof full.dailySummaryReport> = {
  method: 'GET',
  path: '/wps/admin/reports/daily',
  audience: 'admin',
};
export const withdrawalChecks: RoutePath<typeof full.withdrawalChecks> = {
  method: 'GET',
  path: '/wps/admin/reports/withdrawal-checks',
  audience: 'admin',
};
export const memberTotals: RoutePath<typeof full.memberTotals> = {
  method: 'GET',
  path: '/wps/admin/reports/member-totals',
  audience: 'admin',
};
