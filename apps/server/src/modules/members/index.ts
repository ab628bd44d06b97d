export { accountsOpenedByDay, findMerchantMember, lockMerchantMember, memberPage } from './admin-store.ts';
export { messageLanguageOf, savedLanguageOf } from './language.ts';
export {
  factorChannel,
  maskEmail,
  maskedDestination,
  maskMobile,
  maskRealName,
  spendTotpCode,
} from './member-factors.ts';
export { consumePasswordReset, insertPasswordReset, spendPasswordResets } from './password-reset-store.ts';
export {
  paymentPasswordAttempts,
  paymentPasswordFactorsOf,
  verifyPaymentPassword,
} from './payment-password.ts';
export { memberRoutes } from './routes.ts';
export { requireMember } from './service.ts';
export {
  clearTotp,
  countTrialAccounts,
  enablePendingTotp,
  findMemberByAffiliateCode,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  lockTrialOpening,
  type MemberRow,
  replaceContact,
  setPendingTotp,
  setRealNameOnce,
  updateMember,
} from './store.ts';
export {
  activeWithdrawalHold,
  type HoldReason,
  sendSecurityNotice,
  startWithdrawalHold,
} from './withdrawal-hold.ts';
