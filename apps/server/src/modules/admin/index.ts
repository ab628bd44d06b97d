export { operatorSettingsOf } from './operator-settings.ts';
export { can, type OperatorRole, requirePermission } from './permissions.ts';
export { adminRoutes } from './routes.ts';
export { type AdminActor, resolveAdmin } from './service.ts';
