export { signedPost } from '../../lib/signed-post.ts';
export {
  type BetFeedDeps,
  type BetFeedLog,
  type BetFeedReport,
  betFeedImporter,
  importBetFeeds,
} from './bet-feed-import.ts';
export { demoVendorAdapter } from './demo-vendor-adapter.ts';
export { seamlessRoutes } from './seamless-routes.ts';
export {
  parseVendorPlayerName,
  type VendorAdapter,
  type VendorDirectory,
  vendorPlayerName,
} from './vendor-adapter.ts';
