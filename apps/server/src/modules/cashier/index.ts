export { adminCashierRoutes } from './admin-routes.ts';
export { applyGatewayResult } from './deposits.ts';
export { demoPaymentGateway, type PaymentGateway } from './payment-gateway.ts';
export { cashierRoutes } from './routes.ts';
export { cashierSettingsOf } from './settings.ts';
export { openCashierCounts, stalePendingGatewayDeposits, unconfirmedPaidWithdrawals } from './store.ts';
export { autoConfirmReceipts } from './withdrawals.ts';
