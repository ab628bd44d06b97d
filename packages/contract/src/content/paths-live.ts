/** The zod-free twins (paths.ts) of the live slice's routes: one per route of live.ts, same name. */
export {};
