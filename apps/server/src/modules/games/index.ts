/** Games: catalogue, lobby calls, launch, and the bet records everything after them measures. */
export { adminGamesRoutes } from './admin-routes.ts';
export { adminBetRoutes } from './bet-admin-routes.ts';
export { betRoutes } from './bet-routes.ts';
export { betRecords, memberProfitByDay } from './bets.ts';
export {
  findBetForUpdate,
  findLaunchByTokenHash,
  gameTypeOf,
  insertBet,
  insertFeedBets,
  memberMerchants,
  type NewBet,
  rollBackBet,
  settleBet,
  vendorGameTypes,
} from './bets-store.ts';
export {
  memberBetTotals,
  placedBetsByDay,
  settledBetSumsByDay,
  turnoverSince,
  turnoverWithin,
} from './report-store.ts';
export { gamesRoutes } from './routes.ts';
