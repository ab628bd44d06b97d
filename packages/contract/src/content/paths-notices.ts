/** The zod-free twins (paths.ts) of the notices slice's routes: one per route of notices.ts, same name. */
export {};
