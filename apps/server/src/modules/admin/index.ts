export { requirePermission } from './permissions.ts';
export { adminRoutes } from './routes.ts';
export { type AdminActor, resolveAdmin } from './service.ts';
