import { encryptServiceLink } from '@croupier/contract/paths';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { fakeServer, providers, Refuse } from '../games/games-test-kit.tsx';
import DownloadPage from './download-page.tsx';

const resources = [
  {
    resourceType: 'IOS',
    url: 'https://dl.example/ios',
    qrCodeUrl: 'https://dl.example/ios',
    labelNameEn: 'iOS',
  },
  {
    resourceType: 'ANDROID',
    url: 'https://dl.example/app.apk',
    qrCodeUrl: 'https://dl.example/app.apk',
    labelNameEn: 'Android',
  },
  {
    resourceType: 'H5',
    url: 'https://m.example/',
    qrCodeUrl: 'https://m.example/',
    labelNameEn: 'Mobile web',
  },
];
const serviceEntries = [
  { id: 1, csPosition: 3, csType: 3, title: 'Live chat', target: '' },
  { id: 2, csPosition: 3, csType: 1, title: 'E-mail', target: 'help@example.com' },
];

const renderPage = () => {
  const { Wrapper } = providers('/down');
  return render(<DownloadPage />, { wrapper: Wrapper });
};

const card = (type: string) =>
  screen
    .getAllByTestId('download-entry')
    .find((entry) => within(entry).queryByRole('heading', { name: i18n.t(`pages.down.types.${type}`) }))!;

describe('the download page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps each card’s install guide behind a “How to install” toggle with that device’s steps', async () => {
    fakeServer({ '/wps/system/resources': () => resources, '/wps/system/customerService': () => [] });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findAllByTestId('download-entry')).toHaveLength(3);

    const ios = card('IOS');
    const toggle = within(ios).getByRole('button', { name: i18n.t('pages.down.howTo') });
    const steps = within(ios).getByTestId('download-guide');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', steps.id);
    expect(steps).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(steps).toBeVisible();
    const iosSteps = within(steps)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(iosSteps).toHaveLength(4);
    expect(iosSteps[0]).toContain(`“${i18n.t('pages.down.open')}”`);
    expect(iosSteps[2]).toContain('Settings > General > VPN & Device Management');
    // the other cards stay closed
    expect(within(card('ANDROID')).getByTestId('download-guide')).not.toBeVisible();

    await user.click(within(card('ANDROID')).getByRole('button', { name: i18n.t('pages.down.howTo') }));
    expect(within(card('ANDROID')).getByTestId('download-guide')).toHaveTextContent(
      'allow installs from this source',
    );
    await user.click(within(card('H5')).getByRole('button', { name: i18n.t('pages.down.howTo') }));
    expect(within(card('H5')).getByTestId('download-guide')).toHaveTextContent('Add to Home Screen');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(steps).not.toBeVisible();
    // the QR code and the link are still the card's only image and link
    expect(within(ios).getByRole('img')).toHaveAttribute('width', '130');
    expect(within(ios).getByRole('link')).toHaveAttribute('href', 'https://dl.example/ios');
  });

  it('sends a player who cannot install to customer service, opened as the side menu opens it', async () => {
    const path = await encryptServiceLink('/helpmc');
    const server = fakeServer({
      '/wps/system/resources': () => resources,
      '/wps/system/customerService': () => serviceEntries,
      '/wps/system/getService': () => ({ version: { pathList: [{ type: 3, path }] } }),
    });
    const popup = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderPage();
    const trouble = await screen.findByTestId('download-trouble');
    expect(
      within(trouble).getByRole('heading', { name: i18n.t('pages.down.troubleTitle') }),
    ).toBeInTheDocument();
    expect(await within(trouble).findByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    await user.click(within(trouble).getByRole('button', { name: 'Live chat' }));
    // the live chat's 440×500 window opens at once, then goes to the decrypted link
    expect(open).toHaveBeenCalledWith('', 'cs', 'width=440,height=500');
    await vi.waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith(`${window.location.origin}/helpmc`),
    );
    expect(popup.opener).toBeNull();
    expect(server.callsTo('/wps/system/getService')).toHaveLength(1);
  });

  it('keeps the empty and the error states', async () => {
    fakeServer({ '/wps/system/resources': () => [], '/wps/system/customerService': () => [] });
    const first = renderPage();
    expect(await screen.findByText(i18n.t('pages.down.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: i18n.t('pages.down.howTo') })).toBeNull();
    first.unmount();
    fakeServer({ '/wps/system/resources': () => new Refuse('SYSTEM_ERROR', 500) });
    renderPage();
    expect(await screen.findByText(i18n.t('errors.NETWORK'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('common.retry') })).toBeInTheDocument();
  });
});
