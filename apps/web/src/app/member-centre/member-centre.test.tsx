import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, memberInfo, providers, signedIn } from '../../features/games/games-test-kit.tsx';
import { i18n } from '../../i18n/index.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { MemberCentre } from './member-centre.tsx';

const registered = () => screen.getByText(i18n.t('mc.registered')).nextElementSibling;

describe("the member centre's security page", () => {
  // registration at midday UTC reads the same date whatever the machine's zone; pinned anyway
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('EN');
  });

  it('writes the registration date in the chosen language and follows a change of language', async () => {
    signedIn();
    fakeServer({ '/wps/member/info': () => ({ ...memberInfo(), regDate: '2025-01-31T12:00:00.000Z' }) });
    useModals.setState({ open: 'memberCentre', mcPage: 'securityCenter' });
    await i18n.changeLanguage('EN');
    const { Wrapper } = providers('/');
    render(<MemberCentre />, { wrapper: Wrapper });
    expect(await screen.findByText('31/01/2025')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('CN'));
    expect(registered()).toHaveTextContent('2025/1/31');
    await act(() => i18n.changeLanguage('VI'));
    expect(registered()).toHaveTextContent('31/1/2025');
    await act(() => i18n.changeLanguage('TH'));
    expect(registered()).toHaveTextContent('31/1/2025');
  });
});
