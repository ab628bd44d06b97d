import { Counter } from 'prom-client';

/**
 * Gateway deposits the reconciliation could not settle, by reason: `gateway_error` (the status
 * call threw), `gateway_no_answer`, a refusal's error code, or `error`. Jobs run outside any
 * request, so the counter lives here and /metrics (plugins/metrics.ts) adds it to its registry.
 */
export const gatewayReconcileFailures = new Counter({
  name: 'cashier_gateway_reconcile_failures_total',
  help: 'Gateway deposits the reconciliation job could not settle, by reason',
  labelNames: ['reason'] as const,
  registers: [],
});

/** Every metric a job keeps, for /metrics. */
export const jobMetrics = [gatewayReconcileFailures];
