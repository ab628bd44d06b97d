import type { RegisterSettingsAdmin } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantFlags, registerFields } from '../../db/schema.ts';

type FieldRule = RegisterSettingsAdmin['fields'][keyof RegisterSettingsAdmin['fields']];

/** Writes every register field's rule, a row per field (fields never written before get one). */
export const upsertRegisterFields = async (
  db: Executor,
  merchantId: number,
  fields: [string, FieldRule][],
) => {
  if (fields.length === 0) return;
  await db
    .insert(registerFields)
    .values(fields.map(([field, rule]) => ({ merchantId, field, ...rule })))
    .onConflictDoUpdate({
      target: [registerFields.merchantId, registerFields.field],
      set: {
        shown: sql`excluded.shown`,
        required: sql`excluded.required`,
        acceptedPattern: sql`excluded.accepted_pattern`,
        minLength: sql`excluded.min_length`,
        maxLength: sql`excluded.max_length`,
        patternId: sql`excluded.pattern_id`,
      },
    });
};

/** Turns flags on or off; a flag's value (a password lifetime, second-factor methods) stays as it was. */
export const upsertFlagsEnabled = async (db: Executor, merchantId: number, flags: [string, boolean][]) => {
  if (flags.length === 0) return;
  await db
    .insert(merchantFlags)
    .values(flags.map(([key, on]) => ({ merchantId, key, enabled: on ? ('1' as const) : ('0' as const) })))
    .onConflictDoUpdate({
      target: [merchantFlags.merchantId, merchantFlags.key],
      set: { enabled: sql`excluded.enabled` },
    });
};
