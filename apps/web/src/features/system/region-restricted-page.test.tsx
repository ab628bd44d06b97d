import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { RegionRestrictedPage } from './region-restricted-page.tsx';

const show = (country: string | null, blockedAddress: string | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <RegionRestrictedPage country={country} blockedAddress={blockedAddress} />
    </I18nextProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('EN');
});

describe('the restricted page', () => {
  it('names the region for a blocked country', () => {
    show('KP', null);
    expect(screen.getByTestId('region-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: i18n.t('system.regionTitle') })).toBeInTheDocument();
    expect(screen.getByText(i18n.t('system.regionCountry', { country: 'KP' }))).toBeInTheDocument();
  });

  it('names the address for a blocked address, for the visitor to give customer service', async () => {
    await loadCatalogue('KM');
    await i18n.changeLanguage('KM');
    show('KH', '203.0.113.9');
    expect(screen.getByTestId('ip-blocked-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: i18n.t('system.ipTitle') })).toBeInTheDocument();
    expect(screen.getByText(i18n.t('system.ipAddress', { address: '203.0.113.9' }))).toBeInTheDocument();
    // the region is not the reason, so it is not named
    expect(screen.queryByText(/KH/)).toBeNull();
  });
});
