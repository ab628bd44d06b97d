/**
 * Test support for the content module's API tests (notices, banners, customer service, feedback): the real
 * app on a fresh database, the demo merchant, one signed-in operator per staff role, and the calls and checks
 * those tests share. Not a test file itself: vitest only collects `*.test.ts`.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { createAccount, demoMerchantId, nextIp } from '../../../test/accounts.ts';
import { lastAuditOf } from '../../../test/back-office.ts';
import { adminSession, playerToken } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { merchants } from '../../db/schema.ts';

export const hour = 3_600_000;
/** An ISO time `offset` milliseconds from now (negative: in the past). */
export const fromNow = (offset: number) => new Date(Date.now() + offset).toISOString();

export type StaffRole = 'owner' | 'cashier' | 'support';
type Method = 'GET' | 'POST' | 'PUT';

/**
 * Call inside a `describe`: opens the app before its tests (demo merchant, its default language, a session
 * per staff role) and closes it after them. The returned getters read what `beforeAll` found.
 */
export const contentTestApp = () => {
  let merchantId = 0;
  let defaultLanguage = '';
  const staff: Record<StaffRole, string> = { owner: '', cashier: '', support: '' };

  const harness = useTestApp();
  beforeAll(async () => {
    const db = harness.database.db;
    merchantId = await demoMerchantId(db);
    const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    defaultLanguage = merchant!.defaultLanguage;
    for (const role of ['owner', 'cashier', 'support'] as const) {
      staff[role] = await adminSession(harness.app, db, role);
    }
  });

  const db = () => harness.database.db;
  /** One request from a fresh address, signed with `token` when there is one. */
  const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: nextIp(),
    });
  /** A visitor's read (no session) in `language` when given: the answer's value, after checking it is a 200. */
  const visitorRead = async <T>(url: string, language?: string) => {
    const response = await harness.app.inject({
      url,
      headers: language ? { language } : {},
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };
  /** The demo merchant's newest audit entry for `action`. */
  const lastAudit = async (action: string) => lastAuditOf(db(), merchantId, action);
  /** The seeded second merchant (MAINT), whose rows the demo merchant's operators must never reach. */
  const otherMerchantId = async () => {
    const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    return maint!.id;
  };
  /** A new player of the demo merchant, signed in. */
  const newPlayer = async () => {
    const account = await createAccount(db());
    return { id: account.id, token: await playerToken(harness.app, account) };
  };

  return {
    get app() {
      return harness.app;
    },
    get merchantId() {
      return merchantId;
    },
    get defaultLanguage() {
      return defaultLanguage;
    },
    staff,
    db,
    call,
    visitorRead,
    lastAudit,
    otherMerchantId,
    newPlayer,
  };
};

export type ContentTestApp = ReturnType<typeof contentTestApp>;

/**
 * The back office's calls for one scheduled slice under /wps/admin/content/<slice> (list, save, publish,
 * delete), made by the owner unless another token is given.
 */
export const sliceCommands = (content: ContentTestApp, slice: 'notices' | 'banners') => {
  const base = `/wps/admin/content/${slice}`;
  return {
    list: (token: string | null = content.staff.owner, query = '') =>
      content.call('GET', `${base}${query}`, token),
    save: (payload: unknown, token: string | null = content.staff.owner) =>
      content.call('POST', `${base}/save`, token, payload),
    publish: (id: number, published: boolean, token: string | null = content.staff.owner) =>
      content.call('POST', `${base}/publish`, token, { id, published }),
    remove: (id: number, token: string | null = content.staff.owner) =>
      content.call('POST', `${base}/delete`, token, { id }),
  };
};

type SliceCommands = ReturnType<typeof sliceCommands>;

/**
 * Support and cashiers list the row `id` but every change they try (an edit, a new row, unpublish, delete)
 * is a 403; without a session a list or a save is a 401.
 */
export const expectOnlyOwnersChange = async (
  content: ContentTestApp,
  commands: SliceCommands,
  id: number,
  payloads: { edit: unknown; create: unknown },
) => {
  for (const role of ['support', 'cashier'] as const) {
    const token = content.staff[role];
    const list = await commands.list(token);
    expect(list.statusCode, role).toBe(200);
    expect(list.json().value.some((item: { id: number }) => item.id === id)).toBe(true);
    const edited = await commands.save(payloads.edit, token);
    expect(edited.statusCode, role).toBe(403);
    expect(edited.json().code).toBe('FORBIDDEN');
    expect((await commands.save(payloads.create, token)).statusCode, role).toBe(403);
    expect((await commands.publish(id, false, token)).statusCode, role).toBe(403);
    expect((await commands.remove(id, token)).statusCode, role).toBe(403);
  }
  expect((await commands.list('')).statusCode).toBe(401);
  expect((await commands.save(payloads.create, '')).statusCode).toBe(401);
};

/** Another merchant's row `id` is not in the owner's list, and editing, unpublishing or deleting it is a 404. */
export const expectForeignRowUnreachable = async (commands: SliceCommands, id: number, edit: unknown) => {
  const list = (await commands.list()).json().value;
  expect(list.some((item: { id: number }) => item.id === id)).toBe(false);
  const edited = await commands.save(edit);
  expect(edited.statusCode).toBe(404);
  expect(edited.json().code).toBe('NOT_FOUND');
  expect((await commands.publish(id, false)).statusCode).toBe(404);
  expect((await commands.remove(id)).statusCode).toBe(404);
};

/**
 * The owner unpublishes row `id`: audited as `<audit>_publish`, now a draft, and `stillShown` turns false at
 * once; then deletes it: audited as `<audit>_delete`, and a second delete is a 404.
 */
export const expectOwnerUnpublishesThenDeletes = async (
  content: ContentTestApp,
  commands: SliceCommands,
  id: number,
  audit: 'content_notice' | 'content_banner',
  stillShown: () => Promise<boolean>,
) => {
  const hidden = await commands.publish(id, false);
  expect(hidden.statusCode, hidden.body).toBe(200);
  expect(hidden.json().value).toMatchObject({ published: false, state: 'draft' });
  expect((await content.lastAudit(`${audit}_publish`))?.detail).toMatchObject({
    before: { published: true },
    after: { published: false },
  });
  expect(await stillShown()).toBe(false);

  const deleted = await commands.remove(id);
  expect(deleted.statusCode, deleted.body).toBe(200);
  expect((await content.lastAudit(`${audit}_delete`))?.detail).toMatchObject({
    before: { id },
    after: null,
  });
  expect((await commands.remove(id)).statusCode).toBe(404);
};
