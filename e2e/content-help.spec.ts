import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import {
  backOffice,
  handSessionToPage,
  operatorTokenThroughApi,
  registerThroughApi,
  useOwnAddress,
} from './support.ts';

/**
 * Help centre and downloads authoring, and the language update (issue #12): an owner writes a help
 * article in EN and CN in the back office and changes the iOS download address; a visitor reads
 * the new article on /help in both languages and sees the /down QR code change; a logged-in player
 * switches language and member info has it. Screens of the editors and of /help in CN EN KM TH VI at
 * 1366 and 375 px. afterAll deletes the articles and puts the iOS link back as it was.
 */
const screens = join(import.meta.dirname, '../.reports/screens');
mkdirSync(screens, { recursive: true });
const languages = ['CN', 'EN', 'KM', 'TH', 'VI'] as const;
const address = '10.197.1.1';
const article = {
  EN: { title: 'E2E: how fast is a deposit?', plain: 'Most deposits arrive in ', bold: 'five minutes' },
  CN: { title: 'E2E：存款多久到账？', plain: '大多数存款在', bold: '五分钟内到账' },
};
const newIosUrl = 'https://apps.example.com/croupier-ios-e2e';
let iosBefore:
  | { id: number; resourceType: string; url: string; labelNameEn: string; sort: number }
  | undefined;

const operatorHeaders = async (request: APIRequestContext) => ({
  authorization: await operatorTokenThroughApi(request, address),
  'x-forwarded-for': address,
});

test.afterAll(async ({ request }) => {
  const headers = await operatorHeaders(request);
  const rows = (await (await request.get('/wps/admin/content/help', { headers })).json()).value as {
    id: number;
    title: string;
  }[];
  for (const row of rows.filter((item) => item.title.startsWith('E2E'))) {
    await request.post('/wps/admin/content/help/delete', { headers, data: { id: row.id } });
  }
  if (iosBefore) {
    const { id, resourceType, url, labelNameEn, sort } = iosBefore;
    await request.post('/wps/admin/content/resources/save', {
      headers,
      data: { id, resourceType, url, labelNameEn, sort },
    });
  }
});

test('an owner writes a help article in EN and CN and moves the iOS download; visitors see both at once', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(360_000);
  const headers = await operatorHeaders(request);
  const links = (await (await request.get('/wps/admin/content/resources', { headers })).json()).value;
  iosBefore = links.find((row: { resourceType: string }) => row.resourceType === 'IOS');
  expect(iosBefore, 'the demo merchant has an iOS link').toBeTruthy();

  // a visitor's /down before the change: the iOS card's QR code
  await useOwnAddress(context);
  await page.addInitScript(() => sessionStorage.getItem('lang') || sessionStorage.setItem('lang', 'EN'));
  await page.goto('/down');
  const iosCard = page.getByTestId('download-entry').filter({ hasText: 'iPhone and iPad' });
  const qr = iosCard.getByRole('img');
  await expect(qr).toHaveAttribute('src', /^data:image\/png/);
  const qrBefore = await qr.getAttribute('src');
  await expect(qr).toHaveAttribute('width', '130');

  // the owner writes the article in English, then in Chinese
  const office = await backOffice(browser, address);
  const bo = office.page;
  await bo.getByRole('tab', { name: 'Content', exact: true }).click();
  await bo.getByRole('tab', { name: 'Help centre', exact: true }).click();
  const panel = bo.getByTestId('bo-content-help');
  for (const language of ['EN', 'CN'] as const) {
    await panel.getByTestId('bo-help-add').click();
    const form = panel.getByTestId('bo-help-form');
    await form.getByTestId('bo-help-language').selectOption(language);
    await form.getByTestId('bo-help-category').selectOption('deposit');
    await form.getByTestId('bo-help-title').fill(article[language].title);
    await form.getByRole('textbox', { name: 'Text', exact: true }).click();
    // whole words: Chromium types CJK one insertText at a time, which ProseMirror may reorder
    await bo.keyboard.insertText(article[language].plain);
    await form.getByRole('button', { name: 'Bold' }).click();
    await bo.keyboard.insertText(article[language].bold);
    const preview = form.getByTestId('bo-help-preview');
    await expect(preview.locator('strong')).toHaveText(article[language].bold);
    await expect(preview).toContainText(article[language].title);
    if (language === 'CN') {
      for (const width of [1366, 375]) {
        await bo.setViewportSize({ width, height: 900 });
        await screenshot(form, { path: join(screens, `content-help-bo-form-EN-${width}.png`) });
      }
      await bo.setViewportSize({ width: 1366, height: 900 });
    }
    await form.getByTestId('bo-help-save').click();
    await expect(form).toHaveCount(0);
  }
  await panel.getByTestId('bo-help-filter-language').selectOption('CN');
  await expect(panel.getByTestId('bo-help-articles')).toContainText(article.CN.title);
  // the list in each operator language at both widths (the back office's own language select)
  const boLanguage = bo.getByTestId('language-select');
  for (const language of languages) {
    await boLanguage.selectOption(language);
    await expect(bo.locator('html')).toHaveAttribute(
      'lang',
      new RegExp(`^${language === 'CN' ? 'zh' : language.toLowerCase()}`),
    );
    for (const width of [1366, 375]) {
      await bo.setViewportSize({ width, height: 900 });
      await expect(panel.getByTestId('bo-help-articles')).toContainText(article.CN.title);
      await screenshot(panel, { path: join(screens, `content-help-bo-list-${language}-${width}.png`) });
    }
  }
  await boLanguage.selectOption('EN');

  // the owner moves the iOS download to a new address; the form shows the code players will scan
  await bo.setViewportSize({ width: 1366, height: 900 });
  await bo.getByRole('tab', { name: 'Downloads', exact: true }).click();
  const downloads = bo.getByTestId('bo-content-resources');
  await downloads.getByTestId('bo-resource-edit-IOS').click();
  const resourceForm = downloads.getByTestId('bo-resource-form');
  await resourceForm.getByTestId('bo-resource-url').fill('http://apps.example.com/plain');
  await resourceForm.getByTestId('bo-resource-save').click();
  await expect(resourceForm.getByRole('alert')).toContainText('https://');
  await resourceForm.getByTestId('bo-resource-url').fill(newIosUrl);
  // a corrected address takes back the refusal at once
  await expect(resourceForm.getByRole('alert')).toHaveCount(0);
  await expect(resourceForm.getByTestId('bo-resource-qr')).toBeVisible();
  for (const width of [1366, 375]) {
    await bo.setViewportSize({ width, height: 900 });
    await screenshot(downloads, { path: join(screens, `content-resources-bo-EN-${width}.png`) });
  }
  await resourceForm.getByTestId('bo-resource-save').click();
  await expect(resourceForm).toHaveCount(0);
  await expect(downloads.getByTestId('bo-resources')).toContainText(newIosUrl);
  for (const language of languages) {
    await boLanguage.selectOption(language);
    for (const width of [1366, 375]) {
      await bo.setViewportSize({ width, height: 900 });
      await expect(downloads.getByTestId('bo-resources')).toContainText(newIosUrl);
      await screenshot(downloads, {
        path: join(screens, `content-resources-bo-list-${language}-${width}.png`),
      });
    }
  }
  await office.close();

  // the visitor reloads /down: the iOS card opens and encodes the new address
  await page.reload();
  await expect(iosCard.getByRole('link')).toHaveAttribute('href', newIosUrl);
  await expect(qr).toHaveAttribute('src', /^data:image\/png/);
  await expect.poll(() => qr.getAttribute('src')).not.toBe(qrBefore);
  await expect(qr).toHaveAttribute('width', '130');
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 850 });
    // a fresh load at this width: the side menu does not slide away in the picture
    await page.reload();
    await expect(qr).toHaveAttribute('src', /^data:image\/png/);
    await screenshot(page, { path: join(screens, `content-resources-down-EN-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 850 });

  // the visitor reads the new article in English and in Chinese
  for (const language of ['EN', 'CN'] as const) {
    await page.evaluate((code) => sessionStorage.setItem('lang', code), language);
    await page.goto('/help?category=deposit');
    const list = page.getByTestId('help-article-list');
    await list.getByRole('link', { name: article[language].title }).click();
    const shown = page.getByTestId('help-article');
    await expect(shown.getByRole('heading', { name: article[language].title })).toBeVisible();
    await expect(shown.locator('strong')).toHaveText(article[language].bold);
  }

  // /help in every language at both widths: the deposit topic (EN and CN list the new article)
  for (const language of languages) {
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      await page.evaluate((code) => sessionStorage.setItem('lang', code), language);
      await page.goto('/help?category=deposit');
      const list = page.getByTestId('help-article-list');
      await expect(list.getByRole('link').first()).toBeVisible();
      if (language === 'EN' || language === 'CN') await expect(list).toContainText(article[language].title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, {
        path: join(screens, `content-help-${language}-${width}.png`),
        fullPage: true,
      });
    }
  }
});

test('a logged-in player switches language and the server keeps it', async ({ page, context, request }) => {
  const player = await registerThroughApi(request, await useOwnAddress(context), 'lng');
  await handSessionToPage(page, player);
  await page.addInitScript(() => {
    sessionStorage.getItem('lang') || sessionStorage.setItem('lang', 'EN');
    sessionStorage.setItem('publicityClose', '1');
  });
  const info = async () =>
    (
      await (
        await request.get('/wps/member/info', {
          headers: { authorization: player.token, 'x-forwarded-for': player.address },
        })
      ).json()
    ).value.language as string | null;
  expect(await info()).toBeNull();
  await page.goto('/');
  const header = page.locator('[data-area="header"]');
  await expect(header.getByTestId('language-select')).toBeVisible();
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/wps/member/language') && response.request().method() === 'POST',
  );
  await header.getByTestId('language-select').selectOption('TH');
  expect((await sent).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await info()).toBe('TH');
  await header.getByTestId('language-select').selectOption('VI');
  await expect.poll(info).toBe('VI');
});
