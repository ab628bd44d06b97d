import { saveSiteMaintenance } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { asOperator } from './backoffice-calls.ts';
import { MaintenanceForm } from './site-settings-maintenance.tsx';

vi.mock('./backoffice-calls.ts', () => ({ asOperator: vi.fn() }));
const call = vi.mocked(asOperator);

const show = (maintenance = false, message = '') =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MaintenanceForm settings={{ maintenance, message }} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
const s = (key: string) => i18n.t(`backoffice.site.${key}`);
const save = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.save') }));

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  call.mockReset().mockImplementation(async (_route, options) => (options as { body: unknown }).body);
});

describe('the maintenance switch in the back office', () => {
  it('warns before closing an open site, then saves the switch with the trimmed message', async () => {
    show();
    expect(screen.queryByText(s('maintenanceWarning'))).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: s('maintenanceOn') }));
    expect(screen.getByText(s('maintenanceWarning'))).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(s('maintenanceMessage')), {
      target: { value: '  Back at 14:00 ' },
    });
    save();
    expect(await screen.findByText(i18n.t('backoffice.saved'))).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(saveSiteMaintenance, {
      body: { maintenance: true, message: 'Back at 14:00' },
    });
  });

  it('opens a closed site again, and says why a save was refused', async () => {
    show(true, 'Back soon');
    expect(screen.getByRole('checkbox', { name: s('maintenanceOn') })).toBeChecked();
    expect(screen.getByLabelText(s('maintenanceMessage'))).toHaveValue('Back soon');
    call.mockRejectedValueOnce(new ApiError('FORBIDDEN', 'no', 403));
    fireEvent.click(screen.getByRole('checkbox', { name: s('maintenanceOn') }));
    save();
    expect(await screen.findByText(i18n.t('errors.FORBIDDEN'))).toBeInTheDocument();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(saveSiteMaintenance, {
        body: { maintenance: false, message: 'Back soon' },
      }),
    );
  });
});
