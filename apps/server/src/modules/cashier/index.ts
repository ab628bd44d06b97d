export { adminCashierRoutes } from './admin-routes.ts';
export { applyGatewayResult, expireGatewayDeposit } from './deposits.ts';
export { gatewayCallbackRoutes } from './gateway-callback-routes.ts';
export { demoPaymentGateway, type PaymentGateway } from './payment-gateway.ts';
export { playRequirementOf, playRequirementView } from './play-requirement.ts';
export { depositsByDay, memberCashTotals, withdrawalsByDay, withdrawalsToCheck } from './report-store.ts';
export { cashierRoutes } from './routes.ts';
export { cashierSettingsOf } from './settings.ts';
export {
  openCashierCounts,
  postponeGatewayCheck,
  stalePendingGatewayDeposits,
} from './store.ts';
export { autoConfirmReceipts, dueUnconfirmedReceipts } from './withdrawals.ts';
