export * from './envelope.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './languages.ts';
export * from './patterns.ts';
export * from './route.ts';
export * from './system/index.ts';
