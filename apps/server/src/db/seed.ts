import type { CatalogueLanguage } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import {
  demoAccounts,
  demoAdmin,
  demoFlags,
  demoHelp,
  demoRegisterFields,
  demoStaff,
  demoWhitelabel,
} from './demo-data.ts';
import { demoTerms } from './demo-terms.ts';
import {
  admins,
  appResources,
  helpArticles,
  members,
  merchantBlocks,
  merchantDomains,
  merchantFlags,
  merchantLanguages,
  merchants,
  registerFields,
  serviceEntries,
  serviceLinks,
} from './schema.ts';
import { seedDemoCashier } from './seed-cashier.ts';
import { seedDemoGames } from './seed-games.ts';
import { seedDemoOperators } from './seed-operators.ts';

/**
 * Loads the demo merchant once (skipped when it exists). A second merchant, MAINT on
 * maint.localhost, is in maintenance so operators and tests can see that catch-all.
 */
export const seedDemoData = async (db: Db, options: { port: number }): Promise<boolean> => {
  const created = await seedDemoMerchant(db, options);
  await seedNewDemoFlags(db);
  await seedDemoCashier(db);
  await seedDemoOperators(db);
  await seedDemoGames(db);
  await seedDemoCustomerService(db);
  return created;
};

/**
 * Flags added to the demo data after a database was first seeded (REFERRAL3): inserted when the
 * demo merchant lacks the row, never changing one an operator has set.
 */
const seedNewDemoFlags = async (db: Db) => {
  const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  if (!demo) return;
  await db
    .insert(merchantFlags)
    .values(Object.entries(demoFlags).map(([key, flag]) => ({ merchantId: demo.id, key, ...flag })))
    .onConflictDoNothing();
};

/**
 * Customer-service entries of the demo merchant (docs/customer-service.md), added once when it has
 * none: an e-mail, a Telegram link and the live chat, whose link is the site's own /helpmc page so
 * the pop-up works offline.
 */
const seedDemoCustomerService = async (db: Db) => {
  const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  if (!demo) return;
  const [any] = await db
    .select({ id: serviceEntries.id })
    .from(serviceEntries)
    .where(eq(serviceEntries.merchantId, demo.id))
    .limit(1);
  if (any) return;
  const titled = (CN: string, EN: string, KM: string, TH: string, VI: string) => ({ CN, EN, KM, TH, VI });
  await db.insert(serviceEntries).values([
    {
      merchantId: demo.id,
      position: 3,
      type: 3,
      sort: 1,
      target: '',
      titles: titled('在线客服', 'Live chat', 'ជជែកផ្ទាល់', 'แชทสด', 'Trò chuyện trực tuyến'),
    },
    {
      merchantId: demo.id,
      position: 3,
      type: 2,
      sort: 2,
      target: 'https://t.me/croupier_support',
      titles: titled('Telegram 客服', 'Telegram', 'Telegram', 'Telegram', 'Telegram'),
    },
    {
      merchantId: demo.id,
      position: 3,
      type: 1,
      sort: 3,
      target: 'support@croupier.example',
      titles: titled('电子邮件', 'E-mail', 'អ៊ីមែល', 'อีเมล', 'Email'),
    },
  ]);
  await db.insert(serviceLinks).values({ merchantId: demo.id, url: '/helpmc' }).onConflictDoNothing();
};

const seedDemoMerchant = async (db: Db, options: { port: number }): Promise<boolean> => {
  const existing = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  if (existing.length > 0) return false;
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  const adminHash = await hashPassword(demoAdmin.password);
  const staffHashes = await Promise.all(demoStaff.map((staff) => hashPassword(staff.password)));

  await db.transaction(async (tx) => {
    const [demo] = await tx
      .insert(merchants)
      .values({
        code: 'DEMO',
        name: 'Croupier',
        currency: 'CNY',
        timeZone: 'Asia/Shanghai',
        defaultLanguage: 'CN',
        whitelabel: demoWhitelabel,
      })
      .returning({ id: merchants.id });
    const [maint] = await tx
      .insert(merchants)
      .values({
        code: 'MAINT',
        name: 'Croupier Maintenance Demo',
        currency: 'CNY',
        // a Chinese merchant: its maintenance page reads in Chinese until a visitor chooses
        defaultLanguage: 'CN',
        maintenance: true,
        maintenanceMessage: 'Scheduled maintenance: we will be back shortly.',
        whitelabel: demoWhitelabel,
      })
      .returning({ id: merchants.id });
    const merchantId = demo!.id;

    await tx.insert(merchantDomains).values([
      { merchantId, host: 'localhost', kind: 'site' },
      { merchantId, host: '127.0.0.1', kind: 'site' },
      {
        merchantId,
        host: 'localhost',
        kind: 'route',
        url: `http://localhost:${options.port}`,
        sort: 1,
      },
      {
        merchantId,
        host: '127.0.0.1',
        kind: 'route',
        url: `http://127.0.0.1:${options.port}`,
        sort: 2,
      },
      { merchantId: maint!.id, host: 'maint.localhost', kind: 'site' },
    ]);
    await tx.insert(merchantFlags).values(
      Object.entries(demoFlags).flatMap(([key, flag]) => [
        { merchantId, key, ...flag },
        { merchantId: maint!.id, key, ...flag },
      ]),
    );
    await tx.insert(merchantLanguages).values(
      // the languages with a full catalogue; owners offer others in the back office (Site settings)
      ['CN', 'EN', 'KM', 'TH', 'VI'].flatMap((code, sort) => [
        { merchantId, code, sort },
        { merchantId: maint!.id, code, sort },
      ]),
    );
    await tx.insert(merchantBlocks).values([
      { merchantId, kind: 'country', value: 'KP', note: 'sanctions' },
      { merchantId, kind: 'country', value: 'IR', note: 'sanctions' },
    ]);
    await tx
      .insert(registerFields)
      .values(demoRegisterFields.map((field) => ({ merchantId, acceptedPattern: '*', ...field })));
    await tx.insert(helpArticles).values(
      Object.entries(demoHelp).flatMap(([language, articles]) =>
        [...articles, demoTerms[language as CatalogueLanguage]].map((article, sort) => ({
          merchantId,
          language,
          device: 'WEB',
          sort,
          ...article,
        })),
      ),
    );
    await tx.insert(appResources).values([
      {
        merchantId,
        resourceType: 'IOS',
        url: `http://localhost:${options.port}/down?app=ios`,
        labelNameEn: 'iOS',
        sort: 1,
      },
      {
        merchantId,
        resourceType: 'ANDROID',
        url: `http://localhost:${options.port}/down?app=android`,
        labelNameEn: 'Android',
        sort: 2,
      },
      {
        merchantId,
        resourceType: 'H5',
        url: `http://localhost:${options.port}/`,
        labelNameEn: 'Mobile web',
        sort: 3,
      },
    ]);

    await tx.insert(admins).values([
      { username: demoAdmin.username, passwordHash: adminHash, role: demoAdmin.role },
      ...demoStaff.map((staff, index) => ({
        merchantId,
        username: staff.username,
        passwordHash: staffHashes[index]!,
        role: staff.role,
      })),
    ]);

    const ids = new Map<string, number>();
    for (const [index, account] of demoAccounts.entries()) {
      const [row] = await tx
        .insert(members)
        .values({
          merchantId,
          username: account.username,
          passwordHash: hashes[index]!,
          type: account.type,
          nickname: account.nickname,
          parentId: account.parent ? ids.get(account.parent) : null,
          affiliateCode: account.affiliateCode,
          mobileNum: account.mobileNum,
          email: account.email,
          realName: account.realName,
          toUpline: account.toUpline,
          firstLogin: 'mustChangePassword' in account,
          mustChangePassword: 'mustChangePassword' in account,
        })
        .returning({ id: members.id });
      ids.set(account.username, row!.id);
    }
  });
  return true;
};
