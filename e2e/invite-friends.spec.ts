import { catalogue } from './catalogue-text.ts';
import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { memberCentreIn, overflowingParts, signInThroughApi } from './support.ts';

const address = `10.244.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`;

test('an agent finds their invitation link in Invite friends, and a friend who opens it is told who invited them', async ({
  page,
  browser,
  request,
}) => {
  // agent02 may have signed in elsewhere in this run: from this new address it answers with its real name
  await signInThroughApi(page, request, {
    username: 'agent02',
    password: 'Agent1234',
    address,
    realName: 'Sok Vanna',
  });
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  await page.goto('/');
  // an agent's header leads to the agent centre
  await expect(
    page.locator('[data-area="header"]').getByRole('link', { name: 'Agent centre' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByTestId('member-centre');
  await centre.getByRole('button', { name: 'Invite friends', exact: true }).click();
  const invite = centre.getByTestId('invite-friends');
  await expect(invite.getByTestId('referral-code')).toHaveText('AG02');
  const link = (await invite.getByTestId('referral-link').textContent())!;
  expect(link).toMatch(/\/register\?referralCode=AG02$/);
  await expect(invite.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  // agent02's team is seeded with the demo players
  await expect(invite.getByRole('region', { name: /Friends who joined: [1-9]/ })).toContainText('demo01');
  await screenshot(page, { path: '.reports/screens/invite-friends-EN-1366.png' });

  // the friend opens the link in a browser of their own: the registration form names the agent
  const friend = await browser.newPage();
  await friend.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  await friend.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(friend.getByText('You were invited by Sub agent.')).toBeVisible();
  await friend.close();

  // in Khmer at 375 px and in Thai at desktop width: the code, link and QR code stay on the screen
  for (const [language, width] of [
    ['KM', 375],
    ['TH', 1366],
  ] as const) {
    const text = catalogue(language.toLowerCase());
    await memberCentreIn(page, language, width, text);
    await centre.getByRole('button', { name: text.mc.menu.referral, exact: true }).click();
    await expect(invite.getByRole('img', { name: text.referral.qr })).toBeVisible();
    await expect(invite).toContainText(text.referral.hint);
    expect(await overflowingParts(invite), `${language} at ${width} px`).toEqual([]);
    await screenshot(page, { path: `.reports/screens/invite-friends-${language}-${width}.png` });
  }
});
