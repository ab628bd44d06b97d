export { messageLanguageOf } from './language.ts';
export { paymentPasswordFactorsOf, verifyPaymentPassword } from './payment-password.ts';
export { memberRoutes } from './routes.ts';
export { freePlay } from './service.ts';
export {
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
  updateMember,
} from './store.ts';
export { activeWithdrawalHold, sendSecurityNotice, startWithdrawalHold } from './withdrawal-hold.ts';
