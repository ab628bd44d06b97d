/**
 * The contract without zod, for the first page of the web app: every route's method, path and
 * audience, plus the rules that need no schema (languages, feature flags, error codes, sealing,
 * money formatting).
 * Each route keeps its full contract as a type only, so `callApi(getStatus)` still knows its query,
 * body and answer types while the browser downloads a few bytes instead of zod and every schema.
 *
 * One entry per route of the contract, same name: `paths.test.ts` fails when a route is missing
 * here or differs from its contract.
 */
import type * as full from './index.ts';
import type { Audience, HttpMethod, RouteContract } from './route.ts';

export * from './admin/paths-members.ts';
export * from './admin/paths-operators.ts';
export * from './admin/paths-reports.ts';
export { sealPayload } from './auth/seal.ts';
// content and messages (issue #12): each slice keeps its route paths in a file of its own
export * from './content/paths-banners.ts';
export * from './content/paths-customer-service.ts';
export * from './content/paths-feedback.ts';
export * from './content/paths-help-admin.ts';
export * from './content/paths-live.ts';
export * from './content/paths-messages.ts';
export * from './content/paths-notices.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './languages.ts';
export * from './members/paths-account.ts';
export * from './money-format.ts';
export * from './system/boot-status.ts';
export * from './system/paths-site-addresses.ts';
export * from './system/paths-site-blocks.ts';

export interface RoutePath<C extends RouteContract = RouteContract> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly audience: Audience;
  /** never set at runtime: carries the full route's type (query, body, answer) */
  readonly contract?: C;
}

// system
export const getCountryCode: RoutePath<typeof full.getCountryCode> = {
  method: 'GET',
  path: '/wps/system/countryCode',
  audience: 'public',
};
export const getDomainRoutes: RoutePath<typeof full.getDomainRoutes> = {
  method: 'GET',
  path: '/wps/system/domainRoute',
  audience: 'public',
};
export const getHelpCenter: RoutePath<typeof full.getHelpCenter> = {
  method: 'GET',
  path: '/wps/system/helpCenter',
  audience: 'public',
};
export const getRegisterSettings: RoutePath<typeof full.getRegisterSettings> = {
  method: 'GET',
  path: '/wps/system/setting/register',
  audience: 'public',
};
export const getResources: RoutePath<typeof full.getResources> = {
  method: 'GET',
  path: '/wps/system/resources',
  audience: 'public',
};
export const getStatus: RoutePath<typeof full.getStatus> = {
  method: 'GET',
  path: '/wps/system/status',
  audience: 'public',
};
export const getWhitelabel: RoutePath<typeof full.getWhitelabel> = {
  method: 'GET',
  path: '/wps/system/whitelabel',
  audience: 'public',
};

// auth
export const freePlay: RoutePath<typeof full.freePlay> = {
  method: 'POST',
  path: '/wps/session/login/freeplay',
  audience: 'public',
};
export const getCaptcha: RoutePath<typeof full.getCaptcha> = {
  method: 'GET',
  path: '/wps/captcha',
  audience: 'public',
};
export const getPublicKey: RoutePath<typeof full.getPublicKey> = {
  method: 'GET',
  path: '/wps/session/key',
  audience: 'public',
};
export const login: RoutePath<typeof full.login> = {
  method: 'POST',
  path: '/wps/session/login',
  audience: 'public',
};
export const logout: RoutePath<typeof full.logout> = {
  method: 'DELETE',
  path: '/wps/session/logout',
  audience: 'player',
};
export const sendLoginSms: RoutePath<typeof full.sendLoginSms> = {
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  audience: 'public',
};
export const sendRegisterSms: RoutePath<typeof full.sendRegisterSms> = {
  method: 'POST',
  path: '/wps/verification/sms/register',
  audience: 'public',
};
export const sendSecondFactorCode: RoutePath<typeof full.sendSecondFactorCode> = {
  method: 'POST',
  path: '/wps/session/login/challenge/code',
  audience: 'public',
};
export const verifySecondFactor: RoutePath<typeof full.verifySecondFactor> = {
  method: 'POST',
  path: '/wps/session/login/challenge/verify',
  audience: 'public',
};

// members
export const changePassword: RoutePath<typeof full.changePassword> = {
  method: 'POST',
  path: '/wps/member/password',
  audience: 'player',
};
export const checkAffiliate: RoutePath<typeof full.checkAffiliate> = {
  method: 'GET',
  path: '/wps/agent/affiliate',
  audience: 'public',
};
export const forgotPasswordByEmail: RoutePath<typeof full.forgotPasswordByEmail> = {
  method: 'POST',
  path: '/wps/member/password/email',
  audience: 'public',
};
export const getMemberIcon: RoutePath<typeof full.getMemberIcon> = {
  method: 'GET',
  path: '/wps/member/info/icon',
  audience: 'player',
};
export const getMemberInfo: RoutePath<typeof full.getMemberInfo> = {
  method: 'GET',
  path: '/wps/member/info',
  audience: 'player',
};
export const updateMemberLanguage: RoutePath<typeof full.updateMemberLanguage> = {
  method: 'POST',
  path: '/wps/member/language',
  audience: 'player',
};
export const register: RoutePath<typeof full.register> = {
  method: 'PUT',
  path: '/wps/member/register',
  audience: 'public',
};
export const registerByMobile: RoutePath<typeof full.registerByMobile> = {
  method: 'PUT',
  path: '/wps/member/register/mobile',
  audience: 'public',
};
export const resetPasswordByLink: RoutePath<typeof full.resetPasswordByLink> = {
  method: 'POST',
  path: '/wps/member/password/reset',
  audience: 'public',
};
export const resetPasswordByPhone: RoutePath<typeof full.resetPasswordByPhone> = {
  method: 'POST',
  path: '/wps/member/password/verification',
  audience: 'public',
};
export const sendPaymentPasswordCode: RoutePath<typeof full.sendPaymentPasswordCode> = {
  method: 'POST',
  path: '/wps/member/paymentPassword/code',
  audience: 'player',
};
export const setRealName: RoutePath<typeof full.setRealName> = {
  method: 'POST',
  path: '/wps/member/info/realName',
  audience: 'player',
};
export const setPaymentPassword: RoutePath<typeof full.setPaymentPassword> = {
  method: 'POST',
  path: '/wps/member/paymentPassword',
  audience: 'player',
};

// wallet
export const bonusDetails: RoutePath<typeof full.bonusDetails> = {
  method: 'GET',
  path: '/wps/relay/GCS_bonusDetails',
  audience: 'player',
};
export const getBalance: RoutePath<typeof full.getBalance> = {
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  audience: 'player',
};
export const getConsolidated: RoutePath<typeof full.getConsolidated> = {
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  audience: 'player',
};
export const getMerchantWallet: RoutePath<typeof full.getMerchantWallet> = {
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  audience: 'player',
};
export const personalProfit: RoutePath<typeof full.personalProfit> = {
  method: 'GET',
  path: '/wps/relay/GCS_personalProfit',
  audience: 'player',
};
export const recallAllWallets: RoutePath<typeof full.recallAllWallets> = {
  method: 'POST',
  path: '/wps/relay/GCS_recallAll',
  audience: 'player',
};
export const transactionHistory: RoutePath<typeof full.transactionHistory> = {
  method: 'GET',
  path: '/wps/relay/GCS_transactionHistory',
  audience: 'player',
};
export const transferToUpline: RoutePath<typeof full.transferToUpline> = {
  method: 'POST',
  path: '/wps/relay/GCS_transferToUpline',
  audience: 'player',
};
export const walletTransfer: RoutePath<typeof full.walletTransfer> = {
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  audience: 'player',
};

// wallet/vendor-transfers-admin
export const listOpenVendorTransfers: RoutePath<typeof full.listOpenVendorTransfers> = {
  method: 'GET',
  path: '/wps/admin/wallet/vendor-transfers',
  audience: 'admin',
};
export const reconcileVendorTransferNow: RoutePath<typeof full.reconcileVendorTransferNow> = {
  method: 'POST',
  path: '/wps/admin/wallet/vendor-transfers/reconcile',
  audience: 'admin',
};

// cashier
export const bindBankCard: RoutePath<typeof full.bindBankCard> = {
  method: 'POST',
  path: '/wps/relay/CSH_bindBankCard',
  audience: 'player',
};
export const confirmReceipt: RoutePath<typeof full.confirmReceipt> = {
  method: 'POST',
  path: '/wps/relay/CSH_confirmReceipt',
  audience: 'player',
};
export const createDeposit: RoutePath<typeof full.createDeposit> = {
  method: 'POST',
  path: '/wps/relay/CSH_deposit',
  audience: 'player',
};
export const depositRecords: RoutePath<typeof full.depositRecords> = {
  method: 'GET',
  path: '/wps/relay/CSH_depositRecords',
  audience: 'player',
};
export const getDepositChannels: RoutePath<typeof full.getDepositChannels> = {
  method: 'GET',
  path: '/wps/relay/CSH_depositChannels',
  audience: 'player',
};
export const getWithdrawSettings: RoutePath<typeof full.getWithdrawSettings> = {
  method: 'GET',
  path: '/wps/relay/CSH_withdrawSettings',
  audience: 'player',
};
export const listDepositExceptions: RoutePath<typeof full.listDepositExceptions> = {
  method: 'GET',
  path: '/wps/admin/cashier/deposit-exceptions',
  audience: 'admin',
};
export const requestWithdrawal: RoutePath<typeof full.requestWithdrawal> = {
  method: 'POST',
  path: '/wps/relay/CSH_withdraw',
  audience: 'player',
};
export const resolveDepositException: RoutePath<typeof full.resolveDepositException> = {
  method: 'POST',
  path: '/wps/admin/cashier/deposit-exceptions/resolve',
  audience: 'admin',
};
export const withdrawalRecords: RoutePath<typeof full.withdrawalRecords> = {
  method: 'GET',
  path: '/wps/relay/CSH_withdrawalRecords',
  audience: 'player',
};

// cashier/deposit-exceptions

// admin
export const adjustBalance: RoutePath<typeof full.adjustBalance> = {
  method: 'POST',
  path: '/wps/admin/balance/adjust',
  audience: 'admin',
};
export const adminConfirmEnrolment: RoutePath<typeof full.adminConfirmEnrolment> = {
  method: 'POST',
  path: '/wps/admin/session/enrol/confirm',
  audience: 'public',
};
export const adminLogin: RoutePath<typeof full.adminLogin> = {
  method: 'POST',
  path: '/wps/admin/session/login',
  audience: 'public',
};
export const adminLogout: RoutePath<typeof full.adminLogout> = {
  method: 'DELETE',
  path: '/wps/admin/session/logout',
  audience: 'admin',
};
export const adminStartEnrolment: RoutePath<typeof full.adminStartEnrolment> = {
  method: 'POST',
  path: '/wps/admin/session/enrol',
  audience: 'public',
};
export const adminVerifyTotp: RoutePath<typeof full.adminVerifyTotp> = {
  method: 'POST',
  path: '/wps/admin/session/totp',
  audience: 'public',
};
export const changeOperatorPassword: RoutePath<typeof full.changeOperatorPassword> = {
  method: 'POST',
  path: '/wps/admin/account/password',
  audience: 'admin',
};
export const confirmTotpEnrolment: RoutePath<typeof full.confirmTotpEnrolment> = {
  method: 'POST',
  path: '/wps/admin/totp/confirm',
  audience: 'admin',
};
export const decideAdjustment: RoutePath<typeof full.decideAdjustment> = {
  method: 'POST',
  path: '/wps/admin/balance/adjustments/decide',
  audience: 'admin',
};
export const getOperatorSettings: RoutePath<typeof full.getOperatorSettings> = {
  method: 'GET',
  path: '/wps/admin/security/settings',
  audience: 'admin',
};
export const listAdjustments: RoutePath<typeof full.listAdjustments> = {
  method: 'GET',
  path: '/wps/admin/balance/adjustments',
  audience: 'admin',
};
export const getOperatorAccount: RoutePath<typeof full.getOperatorAccount> = {
  method: 'GET',
  path: '/wps/admin/account',
  audience: 'admin',
};
export const getOwnActivity: RoutePath<typeof full.getOwnActivity> = {
  method: 'GET',
  path: '/wps/admin/account/activity',
  audience: 'admin',
};
export const listAudit: RoutePath<typeof full.listAudit> = {
  method: 'GET',
  path: '/wps/admin/audit',
  audience: 'admin',
};
export const listOutbox: RoutePath<typeof full.listOutbox> = {
  method: 'GET',
  path: '/wps/admin/outbox',
  audience: 'admin',
};
export const saveOperatorSettings: RoutePath<typeof full.saveOperatorSettings> = {
  method: 'PUT',
  path: '/wps/admin/security/settings',
  audience: 'admin',
};
export const startTotpEnrolment: RoutePath<typeof full.startTotpEnrolment> = {
  method: 'POST',
  path: '/wps/admin/totp/enrol',
  audience: 'admin',
};

// admin/cashier
export const findMember: RoutePath<typeof full.findMember> = {
  method: 'GET',
  path: '/wps/admin/members/find',
  audience: 'admin',
};
export const getCashierSettings: RoutePath<typeof full.getCashierSettings> = {
  method: 'GET',
  path: '/wps/admin/cashier/settings',
  audience: 'admin',
};
export const listChannels: RoutePath<typeof full.listChannels> = {
  method: 'GET',
  path: '/wps/admin/cashier/channels',
  audience: 'admin',
};
export const listDepositQueue: RoutePath<typeof full.listDepositQueue> = {
  method: 'GET',
  path: '/wps/admin/cashier/deposits',
  audience: 'admin',
};
export const listWithdrawalQueue: RoutePath<typeof full.listWithdrawalQueue> = {
  method: 'GET',
  path: '/wps/admin/cashier/withdrawals',
  audience: 'admin',
};
export const resolveWithdrawalDispute: RoutePath<typeof full.resolveWithdrawalDispute> = {
  method: 'POST',
  path: '/wps/admin/cashier/withdrawals/resolve',
  audience: 'admin',
};
export const reviewDeposit: RoutePath<typeof full.reviewDeposit> = {
  method: 'POST',
  path: '/wps/admin/cashier/deposits/review',
  audience: 'admin',
};
export const reviewWithdrawal: RoutePath<typeof full.reviewWithdrawal> = {
  method: 'POST',
  path: '/wps/admin/cashier/withdrawals/review',
  audience: 'admin',
};
export const saveCashierSettings: RoutePath<typeof full.saveCashierSettings> = {
  method: 'POST',
  path: '/wps/admin/cashier/settings',
  audience: 'admin',
};
export const saveChannel: RoutePath<typeof full.saveChannel> = {
  method: 'POST',
  path: '/wps/admin/cashier/channels/save',
  audience: 'admin',
};

// games
export const addFavouriteGame: RoutePath<typeof full.addFavouriteGame> = {
  method: 'POST',
  path: '/wps/relay/GLS_addFavourite',
  audience: 'player',
};
export const betRecords: RoutePath<typeof full.betRecords> = {
  method: 'GET',
  path: '/wps/relay/GLS_betRecords',
  audience: 'player',
};
export const deleteAdminGameAnnouncement: RoutePath<typeof full.deleteAdminGameAnnouncement> = {
  method: 'POST',
  path: '/wps/admin/games/announcements/delete',
  audience: 'admin',
};
export const getGameMenus: RoutePath<typeof full.getGameMenus> = {
  method: 'GET',
  path: '/lgw/games/game_menus',
  audience: 'public',
};
export const getPopularGames: RoutePath<typeof full.getPopularGames> = {
  method: 'GET',
  path: '/lgw/games/popular',
  audience: 'public',
};
export const getVendorsOfType: RoutePath<typeof full.getVendorsOfType> = {
  method: 'GET',
  path: '/wps/relay/GLS_gameType',
  audience: 'public',
};
export const getWinnerBoard: RoutePath<typeof full.getWinnerBoard> = {
  method: 'GET',
  path: '/wps/relay/GLS_winnerBoard',
  audience: 'public',
};
export const launchGame: RoutePath<typeof full.launchGame> = {
  method: 'POST',
  path: '/wps/game/launchGame',
  audience: 'player',
};
export const listAdminGameAnnouncements: RoutePath<typeof full.listAdminGameAnnouncements> = {
  method: 'GET',
  path: '/wps/admin/games/announcements',
  audience: 'admin',
};
export const listAdminGames: RoutePath<typeof full.listAdminGames> = {
  method: 'GET',
  path: '/wps/admin/games/games',
  audience: 'admin',
};
export const listAdminLanes: RoutePath<typeof full.listAdminLanes> = {
  method: 'GET',
  path: '/wps/admin/games/lanes',
  audience: 'admin',
};
export const listAdminVendors: RoutePath<typeof full.listAdminVendors> = {
  method: 'GET',
  path: '/wps/admin/games/vendors',
  audience: 'admin',
};
export const listFavouriteGames: RoutePath<typeof full.listFavouriteGames> = {
  method: 'GET',
  path: '/wps/relay/GLS_favourites',
  audience: 'player',
};
export const listGameAnnouncements: RoutePath<typeof full.listGameAnnouncements> = {
  method: 'GET',
  path: '/wps/relay/GLS_gameAnnouncements',
  audience: 'public',
};
export const listGames: RoutePath<typeof full.listGames> = {
  method: 'GET',
  path: '/wps/relay/GLS_gameList',
  audience: 'public',
};
export const listHotGames: RoutePath<typeof full.listHotGames> = {
  method: 'GET',
  path: '/wps/relay/GLS_hotGames',
  audience: 'public',
};
export const listRecentGames: RoutePath<typeof full.listRecentGames> = {
  method: 'GET',
  path: '/wps/relay/GLS_recentGames',
  audience: 'player',
};
export const listRooms: RoutePath<typeof full.listRooms> = {
  method: 'POST',
  path: '/wps/relay/GLS2_roomList',
  audience: 'player',
};
export const removeFavouriteGame: RoutePath<typeof full.removeFavouriteGame> = {
  method: 'POST',
  path: '/wps/relay/GLS_removeFavourite',
  audience: 'player',
};
export const saveAdminGameAnnouncement: RoutePath<typeof full.saveAdminGameAnnouncement> = {
  method: 'POST',
  path: '/wps/admin/games/announcements/save',
  audience: 'admin',
};
export const saveAdminGame: RoutePath<typeof full.saveAdminGame> = {
  method: 'POST',
  path: '/wps/admin/games/games/save',
  audience: 'admin',
};
export const saveAdminLane: RoutePath<typeof full.saveAdminLane> = {
  method: 'POST',
  path: '/wps/admin/games/lanes/save',
  audience: 'admin',
};
export const saveAdminVendor: RoutePath<typeof full.saveAdminVendor> = {
  method: 'POST',
  path: '/wps/admin/games/vendors/save',
  audience: 'admin',
};
export const searchAdminBets: RoutePath<typeof full.searchAdminBets> = {
  method: 'GET',
  path: '/wps/admin/games/bets',
  audience: 'admin',
};
export const vendorDailyReport: RoutePath<typeof full.vendorDailyReport> = {
  method: 'GET',
  path: '/wps/admin/games/reports/vendor-daily',
  audience: 'admin',
};

// merchant settings
export const getMerchantSettings: RoutePath<typeof full.getMerchantSettings> = {
  method: 'GET',
  path: '/wps/admin/merchant/settings',
  audience: 'admin',
};
export const saveMerchantSettings: RoutePath<typeof full.saveMerchantSettings> = {
  method: 'PUT',
  path: '/wps/admin/merchant/settings',
  audience: 'admin',
};
export const getSiteMaintenance: RoutePath<typeof full.getSiteMaintenance> = {
  method: 'GET',
  path: '/wps/admin/merchant/maintenance',
  audience: 'admin',
};
export const saveSiteMaintenance: RoutePath<typeof full.saveSiteMaintenance> = {
  method: 'PUT',
  path: '/wps/admin/merchant/maintenance',
  audience: 'admin',
};

// registration settings
export const getRegisterSettingsAdmin: RoutePath<typeof full.getRegisterSettingsAdmin> = {
  method: 'GET',
  path: '/wps/admin/register/settings',
  audience: 'admin',
};
export const saveRegisterSettingsAdmin: RoutePath<typeof full.saveRegisterSettingsAdmin> = {
  method: 'PUT',
  path: '/wps/admin/register/settings',
  audience: 'admin',
};
