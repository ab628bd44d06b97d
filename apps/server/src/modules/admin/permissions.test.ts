import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, nextIp } from '../../../test/accounts.ts';
import { newKey } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { adminSessions, admins } from '../../db/schema.ts';
import { can, movesMoney, type Permission, permissions } from '../../lib/permissions.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

describe('operator permissions', () => {
  it('gives a role that is not on an allow-list nothing', () => {
    for (const permission of Object.keys(permissions) as Permission[]) {
      expect(can('auditor', permission)).toBe(false);
      expect(can('', permission)).toBe(false);
    }
    expect(movesMoney('auditor')).toBe(false);
  });

  it('lets support look but not move money', () => {
    expect(can('support', 'outbox.read')).toBe(true);
    expect(can('support', 'balance.adjust')).toBe(false);
    expect(can('support', 'cashier.review')).toBe(false);
    expect(can('cashier', 'cashier.review')).toBe(true);
    expect(can('cashier', 'cashier.settings')).toBe(false);
  });

  describe('through the API', () => {
    let token: string;
    const harness = useTestApp();
    beforeAll(async () => {
      const db = harness.database.db;
      // a role the code has never heard of, as a careless migration or manual insert might leave
      const [row] = await db
        .insert(admins)
        .values({ username: `aud${newKey()}`, passwordHash: 'x', role: 'auditor' as 'support' })
        .returning({ id: admins.id });
      token = newToken();
      const now = new Date();
      await db.insert(adminSessions).values({
        adminId: row!.id,
        tokenHash: sha256(token),
        ip: '127.0.0.1',
        expiresAt: new Date(now.getTime() + 3_600_000),
      });
    });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      harness.app.inject({
        method,
        url,
        headers: { authorization: token },
        remoteAddress: nextIp(),
        ...(payload ? { payload } : {}),
      });

    it('refuses an unknown role every operator power', async () => {
      const account = await createAccount(harness.database.db);
      const adjust = await call('POST', '/wps/admin/balance/adjust', {
        memberId: account.id,
        direction: 'credit',
        amount: '10.00',
        reason: 'Unknown role',
        idempotencyKey: newKey(),
      });
      expect(adjust.statusCode).toBe(403);
      const review = await call('POST', '/wps/admin/cashier/deposits/review', {
        depositId: 1,
        decision: 'confirm',
      });
      expect(review.statusCode).toBe(403);
      expect((await call('GET', '/wps/admin/outbox')).statusCode).toBe(403);
      expect((await call('GET', '/wps/admin/audit')).statusCode).toBe(403);
      expect((await call('GET', '/wps/admin/balance/adjustments')).statusCode).toBe(403);
    });

    it('answers an unknown role nothing on any back-office route but its own session', async () => {
      // an operator's own sign-out and authenticator, which every role has
      const ownSession = new Set([
        'DELETE /wps/admin/session/logout',
        'POST /wps/admin/totp/enrol',
        'POST /wps/admin/totp/confirm',
      ]);
      const answered: string[] = [];
      let calls = 0;
      for (const route of harness.app.routeTable) {
        if (route.config?.audience !== 'admin') continue;
        for (const method of [route.method].flat() as string[]) {
          if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
          const key = `${method} ${route.url}`;
          if (ownSession.has(key)) continue;
          const response = await call(
            method as 'GET',
            `${route.url.replace(/:[A-Za-z]+/g, '1')}?id=1&status=pending&username=demo01`,
            method === 'GET' || method === 'DELETE' ? undefined : {},
          );
          if (response.statusCode !== 401) calls += 1;
          if (response.statusCode < 300) answered.push(`${key} ${response.statusCode}`);
        }
      }
      expect(answered).toEqual([]);
      expect(calls).toBeGreaterThan(50);
    });
  });
});
