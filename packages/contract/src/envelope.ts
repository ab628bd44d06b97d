import { z } from 'zod';

/** Every response body: `{ success, value, message }`, plus a stable `code` on failures. */
export const envelopeOf = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value,
    message: z.string(),
    code: z.string().optional(),
  });

export const failureEnvelope = z.object({
  success: z.literal(false),
  value: z.unknown().nullable(),
  message: z.string(),
  code: z.string(),
});

export type Envelope<T> = { success: boolean; value: T; message: string; code?: string };
export type FailureEnvelope = z.infer<typeof failureEnvelope>;
