export {
  checkAccess,
  createMerchantDirectory,
  type MerchantContext,
  type MerchantDirectory,
} from './merchant-directory.ts';
export { systemRoutes } from './routes.ts';
export { listAllRouteDomains, recordDomainSpeed } from './store.ts';
