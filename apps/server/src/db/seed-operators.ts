import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { merchants, operatorSettings } from './schema.ts';

/**
 * The demo merchant lets its operators sign in without an authenticator, so the demo operator
 * `admin`/`Admin1234` and the browser journeys keep working; an owner turns it on under
 * PUT /wps/admin/security/settings (README, Security). Kept when it exists: an owner's choice
 * survives restarts. Other merchants get the safe default: required.
 */
export const seedDemoOperators = async (db: Db) => {
  const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  if (!demo) return;
  await db
    .insert(operatorSettings)
    .values({
      merchantId: demo.id,
      totpRequired: false,
      adjustMax: 100_000_000n,
      adjustApprovalAbove: 1_000_000n,
    })
    .onConflictDoNothing();
};
