import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { saveChannelCall } from './backoffice-calls.ts';
import { ChannelForm } from './channel-form.tsx';
import { showWithBrand } from './money-test-support.tsx';

vi.mock('./backoffice-calls.ts', () => ({ saveChannelCall: vi.fn() }));

const save = vi.mocked(saveChannelCall);
const nameIn = (language: string) => i18n.t('backoffice.games.inLanguage', { language });

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  save.mockResolvedValue({} as never);
});

describe('the deposit channel form', () => {
  it('asks a name per language, English required, and sends English as the name', async () => {
    const done = vi.fn();
    showWithBrand(<ChannelForm channel={null} onDone={done} />);
    const form = screen.getByTestId('bo-channel-form');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill(i18n.t('backoffice.channelCode'), 'wing');
    fill(i18n.t('backoffice.minAmount'), '50');
    fill(i18n.t('backoffice.maxAmount'), '3000');
    fill(i18n.t('cashier.bankName'), 'Wing');
    fill(i18n.t('cashier.accountName'), 'Croupier Demo Ltd');
    fill(i18n.t('cashier.accountNumber'), '0969000111');
    fill(nameIn('ខ្មែរ'), 'W');
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    await waitFor(() =>
      expect(within(form).getByLabelText(nameIn('English'))).toHaveAccessibleDescription(
        i18n.t('cashier.required'),
      ),
    );
    expect(within(form).getByLabelText(nameIn('ខ្មែរ'))).toHaveAccessibleDescription(
      i18n.t('backoffice.nameRule'),
    );
    expect(save).not.toHaveBeenCalled();

    fill(nameIn('English'), ' Wing transfer ');
    fill(nameIn('ខ្មែរ'), 'ផ្ទេរតាម Wing');
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('backoffice.save') }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'WING', name: 'Wing transfer', names: { KM: 'ផ្ទេរតាម Wing' } }),
    );
  });
});
