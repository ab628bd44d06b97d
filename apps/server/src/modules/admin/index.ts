export { operatorSettingsOf } from './operator-settings.ts';
export { adminRoutes } from './routes.ts';
export { type AdminActor, resolveAdmin } from './service.ts';
