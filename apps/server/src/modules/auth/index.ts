export { checkCaptcha, issueCaptcha } from './captcha.ts';
export type { AuthDeps, ClientInfo } from './deps.ts';
export { messageText } from './messages.ts';
export { authRoutes } from './routes.ts';
export { completeLogin, maskEmail, maskMobile } from './service.ts';
export { resolveSession, type SessionPolicy, sessionLiveness } from './sessions.ts';
export type { SocialLoginProviders } from './social-login.ts';
export { endForcedChange, revokeMemberSessions, revokeOtherSessions } from './store.ts';
export { sendCode, verifyCode, verifyNewestCode } from './verification-codes.ts';
