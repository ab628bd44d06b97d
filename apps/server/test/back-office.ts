import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema.ts';
import { createAccount, nextIp, randomMobile, sealedCall } from './accounts.ts';

/** The seeded demo operator (admin, an owner) signed in from a fresh address: its session token. */
export const demoOperatorToken = async (app: FastifyInstance) =>
  (
    await sealedCall(
      app,
      'POST',
      '/wps/admin/session/login',
      { username: 'admin', password: 'Admin1234' },
      { ip: nextIp() },
    )
  ).json().value.token as string;

/** A new member whose mobile number (`prefix` and up to seven random digits) was just sent an SMS code: the number. */
export const smsCodeToNewMember = async (app: FastifyInstance, db: Db, prefix: string) => {
  const mobile = randomMobile(prefix);
  await createAccount(db, { mobileNum: mobile });
  await app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { mobileNum: mobile },
    remoteAddress: nextIp(),
  });
  return mobile;
};

/** The merchant's newest audit entry for `action` (what the last operator change wrote). */
export const lastAuditOf = async (db: Db, merchantId: number, action: string) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, merchantId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
