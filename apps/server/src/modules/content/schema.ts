// the content module's tables, one file per slice, gathered by db/schema.ts
export * from './banners-schema.ts';
export * from './feedback-schema.ts';
export * from './live-schema.ts';
export * from './messages-schema.ts';
export * from './notices-schema.ts';
export * from './service-schema.ts';
