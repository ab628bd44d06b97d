/** The zod-free twins (paths.ts) of the feedback slice's routes: one per route of feedback.ts, same name. */
export {};
