export { adminCashierRoutes } from './admin-routes.ts';
export { applyGatewayResult, expireGatewayDeposit } from './deposits.ts';
export { gatewayCallbackRoutes } from './gateway-callback-routes.ts';
export { demoPaymentGateway, type PaymentGateway } from './payment-gateway.ts';
export { cashierRoutes } from './routes.ts';
export { cashierSettingsOf } from './settings.ts';
export {
  openCashierCounts,
  postponeGatewayCheck,
  stalePendingGatewayDeposits,
  unconfirmedPaidWithdrawals,
} from './store.ts';
export { autoConfirmReceipts } from './withdrawals.ts';
