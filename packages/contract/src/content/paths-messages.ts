/** The zod-free twins (paths.ts) of the messages slice's routes: one per route of messages.ts, same name. */
export {};
