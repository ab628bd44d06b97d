export { adminAuthRoutes } from './admin-routes.ts';
export { checkCaptcha, issueCaptcha } from './captcha.ts';
export { type LatestNote, latestNotesOf } from './member-notes-store.ts';
export { messageText } from './messages.ts';
export { signedInByDay } from './report-store.ts';
export {
  endForcedChange,
  memberAccessChanged,
  revokeMemberSessions,
  revokeOtherSessions,
} from './revocations.ts';
export { authRoutes } from './routes.ts';
export { completeLogin } from './service.ts';
export {
  createSessionCache,
  type Resolved,
  type SessionCache,
  type SignedIn,
  sessionCacheTtlMs,
  sessionFenceMs,
  sessionsChanged,
} from './session-cache.ts';
export { resolveSession, type SessionPolicy, sessionLiveness } from './sessions.ts';
export type { SocialLoginProviders } from './social-login.ts';
export { checkCode, sendCode, spendCode, verifyCode, verifyNewestCode } from './verification-codes.ts';
