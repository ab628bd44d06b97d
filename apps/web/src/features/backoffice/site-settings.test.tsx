import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAdminSession } from './admin-session-store.ts';
import { SiteSettings } from './site-settings.tsx';
import {
  maintenanceCall,
  merchantSettingsCall,
  operatorSettingsCall,
  siteBlocksCall,
  siteRoutesCall,
} from './site-settings-calls.ts';

vi.mock('./site-settings-calls.ts', () => ({
  maintenanceKey: ['backoffice', 'maintenance'],
  merchantSettingsKey: ['backoffice', 'merchant-settings'],
  operatorSettingsKey: ['backoffice', 'operator-settings'],
  siteBlocksKey: ['backoffice', 'site-blocks'],
  siteRoutesKey: ['backoffice', 'site-routes'],
  siteRoutesCall: vi.fn(),
  addSiteRouteCall: vi.fn(),
  removeSiteRouteCall: vi.fn(),
  moveSiteRouteCall: vi.fn(),
  siteBlocksCall: vi.fn(),
  addSiteBlockCall: vi.fn(),
  removeSiteBlockCall: vi.fn(),
  maintenanceCall: vi.fn(),
  merchantSettingsCall: vi.fn(),
  operatorSettingsCall: vi.fn(),
  saveMerchantSettingsCall: vi.fn(),
  saveOperatorSettingsCall: vi.fn(),
  saveMaintenanceCall: vi.fn(),
}));

const s = (key: string) => i18n.t(`backoffice.site.${key}`);

beforeEach(async () => {
  await i18n.changeLanguage('TH');
  useAdminSession.getState().signIn({ token: 't', username: 'owner01', role: 'owner' });
  vi.mocked(merchantSettingsCall)
    .mockReset()
    .mockRejectedValue(new ApiError('SYSTEM_ERROR', 'down', 500));
  vi.mocked(operatorSettingsCall)
    .mockReset()
    .mockRejectedValue(new ApiError('SYSTEM_ERROR', 'down', 500));
  vi.mocked(maintenanceCall)
    .mockReset()
    .mockRejectedValue(new ApiError('SYSTEM_ERROR', 'down', 500));
  vi.mocked(siteBlocksCall)
    .mockReset()
    .mockRejectedValue(new ApiError('SYSTEM_ERROR', 'down', 500));
  vi.mocked(siteRoutesCall)
    .mockReset()
    .mockRejectedValue(new ApiError('SYSTEM_ERROR', 'down', 500));
});

describe("the owner's site settings", () => {
  it('names the settings that failed to load above each error and its retry', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SiteSettings />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    for (const title of [s('maintenance'), s('blocks'), s('routes'), s('security')]) {
      const section = await screen.findByRole('region', { name: title });
      expect(within(section).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: i18n.t('common.retry') })).toBeInTheDocument();
    }
    await i18n.changeLanguage('EN');
  });
});
