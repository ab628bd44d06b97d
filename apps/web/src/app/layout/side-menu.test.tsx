import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeServer,
  memberInfo,
  providers,
  signedIn,
  signedOut,
} from '../../features/games/games-test-kit.tsx';
import { i18n } from '../../i18n/index.ts';
import { useLoginPrompt } from '../../shared/session/require-login.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { SideMenu } from './side-menu.tsx';

const serve = (referral: '0' | '1' | null) =>
  fakeServer({
    '/wps/system/whitelabel': () => (referral === null ? {} : { REFERRAL3: { enabled: referral } }),
    '/wps/member/info': () => memberInfo(),
  });

const referralEntry = () => screen.queryByRole('button', { name: new RegExp(i18n.t('side.referral')) });

const renderMenu = () => {
  const { Wrapper, queryClient } = providers('/');
  render(<SideMenu open onClose={() => undefined} />, { wrapper: Wrapper });
  /** resolves once the merchant's flags have arrived and the menu has drawn with them */
  return async () => {
    await vi.waitFor(() => expect(queryClient.getQueryData(['system', 'whitelabel'])).toBeDefined());
    await screen.findByRole('button', { name: new RegExp(i18n.t('side.rewardCenter')) });
  };
};

describe('the side menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useModals.setState({ open: null, mcPage: 'securityCenter' });
  });

  it("shows referral when the merchant's REFERRAL3 flag is on and opens the member centre's referral page", async () => {
    signedIn();
    serve('1');
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: new RegExp(i18n.t('side.referral')) }));
    expect(useModals.getState()).toMatchObject({ open: 'memberCentre', mcPage: 'referral' });
  });

  it('asks a visitor to log in from the referral entry, saying so first', async () => {
    signedOut();
    serve('1');
    const user = userEvent.setup();
    renderMenu();
    const prompts = useLoginPrompt.getState().shown;
    await user.click(await screen.findByRole('button', { name: new RegExp(i18n.t('side.referral')) }));
    expect(useModals.getState().open).toBe('loginPopupModal');
    expect(useLoginPrompt.getState().shown).toBe(prompts + 1);
  });

  it('hides referral when the flag is off or missing', async () => {
    signedIn();
    serve('0');
    await renderMenu()();
    expect(referralEntry()).toBeNull();
  });

  it('hides referral when the merchant has no such flag', async () => {
    signedOut();
    serve(null);
    await renderMenu()();
    expect(referralEntry()).toBeNull();
  });
});
