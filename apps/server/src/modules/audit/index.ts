/**
 * The audit log, a module of its own: every area writes its rows with `insertAudit` inside the
 * caller's transaction (so an action and its audit row commit together), and reads failure counts
 * for lock-outs and captchas with `countLoginFailures`; `guardSecretTry` counts each try at a secret
 * while it is checked, so simultaneous tries cannot outrun a lock-out.
 */
export { guardSecretTry, type SecretTryGuard } from './secret-tries.ts';
export { type AuditEntry, auditDetailsSince, countLoginFailures, insertAudit } from './store.ts';
