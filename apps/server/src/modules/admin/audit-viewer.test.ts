import { readFileSync } from 'node:fs';
import type { AuditEntryView } from '@croupier/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, demoMerchantId, loginCall, nextIp, uniqueName } from '../../../test/accounts.ts';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, merchants } from '../../db/schema.ts';
import { insertAudit } from '../audit/index.ts';

describe('audit viewer', () => {
  let support: string;
  const harness = useTestApp();
  beforeAll(async () => {
    support = await adminSession(harness.app, harness.database.db, 'support');
  });
  const db = () => harness.database.db;
  const read = async (query: string, token = support) => {
    const response = await harness.app.inject({
      url: `/wps/admin/audit?${query}`,
      headers: { authorization: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as AuditEntryView[];
  };
  const operatorNamed = async (token: string) => {
    const [row] = await read('action=admin_login&outcome=success&limit=1', token);
    return row!.operator!;
  };

  it('names the member and the acting operator, and filters by each (any case), by outcome and by action', async () => {
    const account = await createAccount(db());
    await loginCall(harness.app, { username: account.username, password: account.password }, nextIp());
    await loginCall(harness.app, { username: account.username, password: 'wrong' }, nextIp());

    const rows = await read(`username=${account.username.toUpperCase()}`);
    expect(rows.map((row) => [row.action, row.success, row.username])).toEqual([
      ['login', false, account.username],
      ['login', true, account.username],
    ]);
    expect(rows.every((row) => row.operator === null && row.memberId === account.id)).toBe(true);
    expect(await read(`username=${account.username}&outcome=failure`)).toHaveLength(1);
    expect(await read(`username=${account.username}&action=register`)).toEqual([]);

    const cashier = await adminSession(harness.app, db(), 'cashier');
    const name = await operatorNamed(cashier);
    const own = await read(`operator=${name.toUpperCase()}`);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ action: 'admin_login', success: true, operator: name, username: null });
  });

  it('pages to older entries with `before`, never repeating or skipping one', async () => {
    const merchantId = await demoMerchantId(db());
    const account = await createAccount(db());
    for (let i = 0; i < 5; i++)
      await insertAudit(db(), {
        merchantId,
        memberId: account.id,
        action: 'login',
        success: i % 2 === 0,
        ip: '1.1.1.1',
      });
    const first = await read(`memberId=${account.id}&limit=2`);
    const second = await read(`memberId=${account.id}&limit=2&before=${first.at(-1)!.id}`);
    const third = await read(`memberId=${account.id}&limit=2&before=${second.at(-1)!.id}`);
    const ids = [...first, ...second, ...third].map((row) => row.id);
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(5);
  });

  it("shows only the operator's own merchant", async () => {
    const [other] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    const marker = uniqueName('elsewhere');
    await insertAudit(db(), {
      merchantId: other!.id,
      action: 'login',
      success: false,
      ip: '9.9.9.9',
      detail: { marker },
    });
    const rows = await read('action=login&outcome=failure&limit=200');
    expect(rows.some((row) => row.detail.marker === marker)).toBe(false);
  });

  it('names no operator when the row names one that is not a number or does not exist', async () => {
    const merchantId = await demoMerchantId(db());
    const account = await createAccount(db());
    for (const adminId of ['1', 1.5, { id: 1 }, 9_999_999])
      await insertAudit(db(), {
        merchantId,
        memberId: account.id,
        action: 'balance_adjust',
        success: true,
        ip: '1.1.1.1',
        detail: { adminId },
      });
    const rows = await read(`memberId=${account.id}`);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.operator === null)).toBe(true);
  });

  it('keeps the acting operator in a column of its own, filled for rows written before it', async () => {
    const merchantId = await demoMerchantId(db());
    const written = await insertAudit(db(), {
      merchantId,
      action: 'operator_settings',
      success: true,
      ip: '1.1.1.2',
      detail: { adminId: 7 },
    }).returning({ id: auditLog.id, adminId: auditLog.adminId });
    expect(written[0]!.adminId).toBe(7);
    // rows as the column's migration (0027) finds them: the id only in the detail
    const old = await db()
      .insert(auditLog)
      .values(
        [7, '7', 1.5, -3, 2 ** 40, null].map((adminId) => ({
          merchantId,
          action: 'operator_settings',
          success: true,
          ip: '1.1.1.3',
          detail: { adminId },
        })),
      )
      .returning({ id: auditLog.id });
    const migration = readFileSync(
      new URL('../../db/migrations/0027_audit_log_admin.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'))!;
    await db().execute(sql.raw(backfill));
    const filled = await db()
      .select({ adminId: auditLog.adminId })
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          old.map((row) => row.id),
        ),
      )
      .orderBy(auditLog.id);
    expect(filled.map((row) => row.adminId)).toEqual([7, null, null, null, null, null]);
  });

  it('refuses an unknown action, outcome or cursor, naming the field', async () => {
    for (const [query, field] of [
      ['action=drop_tables', 'querystring.action'],
      ['outcome=maybe', 'querystring.outcome'],
      ['before=0', 'querystring.before'],
      [`operator=${'x'.repeat(65)}`, 'querystring.operator'],
    ]) {
      const response = await harness.app.inject({
        url: `/wps/admin/audit?${query}`,
        headers: { authorization: support },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });
});
