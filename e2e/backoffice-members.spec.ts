import { sealPayload } from '@croupier/contract';
import type { Browser, Page } from '@playwright/test';
import { catalogue } from './catalogue-text.ts';
import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { stackURL } from './stacks.ts';
import {
  backOffice,
  captchaAnswer,
  handSessionToPage,
  overflowingParts,
  registerThroughApi,
} from './support.ts';

const bo = catalogue('en').backoffice;
const members = bo.members;
const site = catalogue('en');
const named = (text: string, username: string) => text.replace('{{username}}', username);

/** A new player in a window of their own, from the address they registered from; signed in unless told. */
const playerWindow = async (browser: Browser, address: string, prefix: string, signedIn = true) => {
  const context = await browser.newContext({
    baseURL: stackURL(test.info().parallelIndex),
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const account = await registerThroughApi(context.request, address, prefix);
  const page = await context.newPage();
  if (signedIn) await handSessionToPage(page, account);
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  return { context, page, account };
};

const header = (page: Page) => page.locator('[data-area="header"]');

/** The player types their password into the site's login form (the captcha too, once one is asked). */
const logIn = async (page: Page, username: string, password: string) => {
  const modal = page.getByTestId('login-modal');
  if (!(await modal.isVisible())) await header(page).getByRole('button', { name: site.auth.login }).click();
  await modal.getByLabel(site.auth.username).fill(username);
  await modal.getByLabel(site.auth.password, { exact: true }).fill(password);
  const captcha = modal.getByLabel(site.auth.captcha, { exact: true });
  if (await captcha.isVisible()) await captcha.fill(captchaAnswer);
  await modal.getByRole('button', { name: site.auth.login }).click();
  return modal;
};

/** The Members tab with one account found by name, and that account's details opened. */
const openMember = async (page: Page, username: string) => {
  await page.goto('/backoffice?tab=members');
  const panel = page.getByRole('region', { name: members.tab });
  await panel.getByLabel(members.search).fill(username);
  await panel.getByRole('button', { name: bo.search }).click();
  const line = panel.getByTestId('bo-members-table').locator('tr', { hasText: username });
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: named(members.openName, username) }).click();
  const dialog = page.getByTestId('bo-member-manage');
  await expect(dialog.getByTestId('bo-member-facts')).toBeVisible();
  return { panel, line, dialog };
};

test('an operator locks a signed-in player out at once, and opens the account again', async ({ browser }) => {
  const player = await playerWindow(browser, '10.196.6.1', 'lock');
  await player.page.goto('/');
  await expect(player.page.getByTestId('account-block')).toBeVisible();

  const office = await backOffice(browser, '10.196.6.2');
  const { line, dialog } = await openMember(office.page, player.account.username);
  await expect(line).toContainText(members.statuses.active);
  const lock = dialog.getByTestId('bo-member-lock');
  await lock.getByLabel(bo.reason).fill('Card reported stolen by the bank');
  await lock.getByRole('button', { name: members.lock }).click();
  await expect(dialog).toContainText(named(members.done.lock, player.account.username));
  await expect(line).toContainText(members.statuses.locked);
  await expect(dialog.getByTestId('bo-member-facts')).toContainText(members.statuses.locked);

  // the player's session is over: their next call signs the page out and asks them to log in,
  // and logging in is refused with a word on what to do
  await player.page.getByRole('button', { name: site.header.refresh }).click();
  await expect(player.page.getByTestId('login-required-notice')).toHaveText(site.auth.sessionEnded);
  await expect(header(player.page).getByRole('button', { name: site.auth.login })).toBeVisible();
  // the notice opens the login modal itself, once its code has loaded (slow on a busy machine):
  // clicking the header's button meanwhile would land on the modal's backdrop
  await expect(player.page.getByTestId('login-modal')).toBeVisible();
  const refused = await logIn(player.page, player.account.username, player.account.password);
  await expect(refused.getByTestId('form-error')).toHaveText(site.errors.AUTH_ACCOUNT_CLOSED);
  await screenshot(player.page, { path: 'e2e/screenshots/member-locked-login-EN-1366.png' });

  // opened again, the player signs in with their own password
  const open = dialog.getByTestId('bo-member-lock');
  await open.getByLabel(bo.reason).fill('Bank confirmed the card is safe');
  await open.getByRole('button', { name: members.unlock }).click();
  await expect(dialog).toContainText(named(members.done.unlock, player.account.username));
  await expect(line).toContainText(members.statuses.active);
  await logIn(player.page, player.account.username, player.account.password);
  await expect(player.page.getByTestId('account-block')).toBeVisible();

  // the real name, recorded after the operator checked the player's ID, reads masked to the player
  const naming = dialog.getByTestId('bo-member-real-name');
  await naming.getByLabel(members.realName).fill('Sok Dara');
  await naming.getByLabel(bo.reason).fill('ID checked by video call');
  await naming.getByRole('button', { name: members.realNameSave }).click();
  await expect(dialog).toContainText(named(members.done.setRealName, player.account.username));
  await expect(dialog.getByTestId('bo-member-facts')).toContainText('Sok Dara');
  await player.page.getByRole('button', { name: 'Member centre' }).click();
  await expect(player.page.getByTestId('member-centre').locator('dd', { hasText: 'S** D***' })).toBeVisible();
  await player.page.getByTestId('member-centre').getByRole('button', { name: 'Close' }).click();

  // a note for the next operator who opens the account, kept under the name of the one who wrote it
  const notes = dialog.getByTestId('bo-member-notes');
  await expect(notes).toContainText(members.notes.none);
  await notes
    .getByLabel(members.notes.label)
    .fill('  Player called from the registered mobile; card safe.  ');
  await notes.getByRole('button', { name: members.notes.add }).click();
  await expect(notes.getByRole('status')).toHaveText(members.notes.added);
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem').first()).toContainText('admin');
  await expect(notes.getByRole('listitem').first()).toContainText(
    'Player called from the registered mobile; card safe.',
  );
  await expect(notes.getByLabel(members.notes.label)).toHaveValue('');
  await notes.scrollIntoViewIfNeeded();
  await screenshot(office.page, { path: 'e2e/screenshots/bo-member-notes-EN.png' });

  // the changes and the note are in the account's audit log, one link away, under the operator who made them
  await dialog.getByRole('link', { name: members.auditLink }).click();
  await expect(office.page).toHaveURL(/\?tab=audit&member=/);
  const audit = office.page.getByRole('region', { name: bo.audit.tab });
  await expect(audit.getByLabel(bo.member)).toHaveValue(player.account.username);
  const entries = audit.getByTestId('bo-audit-entries');
  await expect(entries.locator('tbody tr', { hasText: bo.audit.actions.member_lock })).toHaveCount(1);
  await expect(entries.locator('tbody tr', { hasText: bo.audit.actions.member_unlock })).toContainText(
    'admin',
  );
  await expect(entries.locator('tbody tr', { hasText: bo.audit.actions.member_note })).toHaveCount(1);
  await expect(entries.locator('tbody tr', { hasText: bo.audit.actions.member_real_name })).toContainText(
    'S** D***',
  );
  await player.context.close();
  await office.close();
});

test("an operator lifts a player's sign-in lock-out after ten wrong passwords", async ({ browser }) => {
  const player = await playerWindow(browser, '10.196.6.3', 'tries', false);
  const { request } = player.context;
  const key = (await (await request.get('/wps/session/key')).json()).value;
  // someone guesses from ten addresses (a captcha a second is the limit of each)
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const headers = { 'x-forwarded-for': `10.196.7.${attempt + 1}` };
    const { captchaId } = (await (await request.get('/wps/captcha', { headers })).json()).value;
    const wrong = await request.post('/wps/session/login', {
      headers,
      data: await sealPayload(key, {
        username: player.account.username,
        password: `Wrong${attempt}pass`,
        captchaId,
        captcha: captchaAnswer,
      }),
    });
    expect((await wrong.json()).code).toBe('AUTH_BAD_CREDENTIALS');
  }
  await player.page.goto('/');
  const modal = await logIn(player.page, player.account.username, player.account.password);
  await expect(modal.getByTestId('form-error')).toHaveText(site.errors.AUTH_ACCOUNT_LOCKED);

  const office = await backOffice(browser, '10.196.6.4');
  const { dialog } = await openMember(office.page, player.account.username);
  const facts = dialog.getByTestId('bo-member-facts');
  await expect(facts).toContainText(members.signInLocked.replace('{{failures}}', '10'));
  await dialog.getByRole('button', { name: members.clearLoginFailures }).click();
  await expect(dialog).toContainText(named(members.done.clearLoginFailures, player.account.username));
  await expect(facts).toContainText(members.signInClear);
  await expect(dialog.getByRole('button', { name: members.clearLoginFailures })).toHaveCount(0);

  // the lock's refusal brought a captcha: the form shows it, and the player is in
  await expect(modal.getByLabel(site.auth.captcha, { exact: true })).toBeVisible();
  await logIn(player.page, player.account.username, player.account.password);
  await expect(player.page.getByTestId('account-block')).toBeVisible();
  await player.context.close();
  await office.close();
});

test('the members tab reads in every language at 1366 and 375 px', async ({ browser }) => {
  // ten screens and five asked questions: a long journey's ceiling, as the other language tours have
  test.setTimeout(120_000);
  const office = await backOffice(browser, '10.196.6.5');
  const { page } = office;
  await openMember(page, 'demo01');
  await page.getByRole('button', { name: site.common.close, exact: true }).click();
  for (const language of ['CN', 'EN', 'KM', 'TH', 'VI'] as const) {
    const texts = catalogue(language.toLowerCase()).backoffice;
    await page.locator('header select').selectOption(language);
    const panel = page.getByRole('region', { name: texts.members.tab });
    await expect(panel).toContainText(texts.members.lead);
    await expect(panel.getByTestId('bo-members-table')).toContainText(texts.memberType.member);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      const box = await panel.boundingBox();
      expect(box!.x + box!.width, `${language} at ${width} px`).toBeLessThanOrEqual(width + 1);
      await screenshot(page, { path: `e2e/screenshots/bo-members-${language}-${width}.png`, fullPage: true });
    }
    await panel.getByRole('button', { name: named(texts.members.openName, 'demo01') }).click();
    const dialog = page.getByTestId('bo-member-manage');
    await expect(dialog.getByTestId('bo-member-facts')).toContainText(texts.members.statuses.active);
    await expect(dialog.getByTestId('bo-member-lock')).toContainText(texts.members.lockLead);
    await expect(dialog.getByTestId('bo-member-real-name')).toContainText(texts.members.realNameLead);
    // the player's account record, as their member centre shows it: the demo's opening deposits
    const record = dialog.getByTestId('bo-member-record');
    await expect(record.getByTestId('records')).toContainText(
      catalogue(language.toLowerCase()).records.kinds.deposit,
    );
    // the player's all-time figures, named as the daily summary names them
    const value = dialog.getByTestId('bo-member-value');
    await expect(value).toContainText(texts.members.value.title);
    await expect(value).toContainText(texts.reports.figures.houseProfit);
    await expect(value).toContainText(texts.members.value.firstDeposit);
    await expect(value).toContainText(texts.members.value.playOwed);
    // operators' notes: the box to add one, and what is noted so far
    const notes = dialog.getByTestId('bo-member-notes');
    await expect(notes).toContainText(texts.members.notes.lead);
    await expect(notes.getByRole('button', { name: texts.members.notes.add })).toBeVisible();
    // "Lost phone or number" asks before it removes anything, naming the account; Keep sends nothing
    const factors = dialog.getByTestId('bo-member-factors');
    await factors.getByLabel(texts.members.factors.sms).check();
    await factors.getByLabel(texts.reason).fill('ID checked');
    await factors.getByRole('button', { name: texts.members.factorsSubmit }).click();
    await expect(
      factors.getByRole('alert').filter({ hasText: named(texts.members.factorsConfirm.sms, 'demo01') }),
    ).toBeVisible();
    expect(await overflowingParts(factors), `${language} at 375 px`).toEqual([]);
    await screenshot(factors, { path: `e2e/screenshots/bo-members-factors-${language}-375.png` });
    await factors.getByRole('button', { name: texts.members.factorsKeep }).click();
    await expect(factors.getByRole('alert')).toHaveCount(0);
    await screenshot(notes, { path: `e2e/screenshots/bo-members-notes-${language}-375.png` });
    await screenshot(record, { path: `e2e/screenshots/bo-members-record-${language}-375.png` });
    await screenshot(page, { path: `e2e/screenshots/bo-members-detail-${language}-375.png` });
    await dialog
      .getByRole('button', { name: catalogue(language.toLowerCase()).common.close, exact: true })
      .click();
    await page.setViewportSize({ width: 1366, height: 850 });
  }
  // the details link to the player's bets: the games area opens on them
  await page.locator('header select').selectOption('EN');
  await page
    .getByRole('region', { name: members.tab })
    .getByRole('button', { name: named(members.openName, 'demo01') })
    .click();
  await page.getByTestId('bo-member-manage').getByRole('link', { name: members.betsLink }).click();
  await expect(page).toHaveURL(/\?tab=games&section=bets&member=demo01$/);
  const bets = page.getByRole('region', { name: bo.games.bets });
  await expect(bets.getByLabel(bo.member)).toHaveValue('demo01');
  await office.close();
});

test('an operator removes the email a player lost, the player binds another, and withdrawals pause meanwhile', async ({
  browser,
}) => {
  const player = await playerWindow(browser, '10.196.6.9', 'lost');
  const office = await backOffice(browser, '10.196.6.10');
  const { dialog } = await openMember(office.page, player.account.username);
  const factors = dialog.getByTestId('bo-member-factors');
  await expect(factors.getByLabel(members.factors.authenticator)).toHaveCount(0);
  await factors.getByLabel(members.factors.email).check();
  await factors.getByLabel(bo.reason).fill('Mailbox closed; ID checked by video call');
  await factors.scrollIntoViewIfNeeded();
  await screenshot(office.page, { path: '.reports/screens/bo-member-factors-EN-1366.png' });
  await factors.getByRole('button', { name: members.factorsSubmit }).click();
  await expect(
    factors
      .getByRole('alert')
      .filter({ hasText: named(members.factorsConfirm.email, player.account.username) }),
  ).toBeVisible();
  await factors.getByRole('button', { name: members.factorsConfirmYes }).click();
  await expect(dialog).toContainText(named(members.done.clearContact, player.account.username));
  // only the mobile is left to remove
  await expect(factors.getByLabel(members.factors.email)).toHaveCount(0);

  await player.page.goto('/');
  await player.page.getByRole('button', { name: 'Member centre' }).click();
  const centre = player.page.getByTestId('member-centre');
  const email = centre.locator('dl > div', { hasText: site.auth.fields.email });
  await expect(email).toContainText(site.mc.notSet);
  await expect(email.getByRole('button', { name: site.mc.contact.bindEmail })).toBeVisible();
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(centre.getByTestId('withdrawal-hold')).toContainText(site.cashier.holdReason.email_changed);
  await player.context.close();
});
