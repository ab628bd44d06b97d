export * from './banners.ts';
export * from './customer-service.ts';
export * from './feedback.ts';
export * from './help-admin.ts';
export * from './live.ts';
export * from './messages.ts';
export * from './notices.ts';
