/**
 * Reports that span the areas (each area's figures come through its own module): the merchant's
 * daily summary, and the job that keeps each closed day.
 */
export { adminReportRoutes } from './admin-routes.ts';
export { keepClosedDay } from './daily-summary.ts';
