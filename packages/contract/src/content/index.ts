export * from './feedback.ts';
export * from './live.ts';
export * from './messages.ts';
export * from './notices.ts';
