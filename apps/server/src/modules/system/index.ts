export { adminSystemRoutes } from './admin-routes.ts';
export { type CachedAnswer, createAnswerCache } from './answer-cache.ts';
export { registerCachedRoute } from './cached-route.ts';
export {
  checkAccess,
  createMerchantDirectory,
  type MerchantContext,
  type MerchantDirectory,
} from './merchant-directory.ts';
export { systemRoutes } from './routes.ts';
export { createStatusAnswers, type StatusAnswers } from './status-answers.ts';
export { listAllRouteDomains, recordDomainSpeed, routeUrlOf } from './store.ts';
