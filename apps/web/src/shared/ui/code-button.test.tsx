import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { ApiError, LocalMessage } from '../api/client.ts';
import { CodeButton } from './code-button.tsx';

const renderButton = (send: () => Promise<undefined>, onError = vi.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <CodeButton send={send} seconds={60} onError={onError} />
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByTestId('send-code'));
  return onError;
};

describe('CodeButton', () => {
  beforeEach(() => i18n.changeLanguage('EN'));

  it("opens a warning dialog with the server's message when the send is refused", async () => {
    const onError = renderButton(() =>
      Promise.reject(new ApiError('CODE_RESEND_TOO_SOON', 'A code was sent recently', 429)),
    );
    const dialog = await screen.findByRole('alertdialog', { name: /The code was not sent/ });
    expect(dialog).toHaveTextContent(i18n.t('errors.CODE_RESEND_TOO_SOON'));
    expect(onError).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the server's own words for a refusal the catalogue has no text for", async () => {
    renderButton(() =>
      Promise.reject(
        new ApiError('SMS_PROVIDER_SAYS_NO' as 'VALIDATION_FAILED', 'Number is on a blocklist', 400),
      ),
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Number is on a blocklist');
  });

  it('opens the dialog, in the chosen language, when the network fails', async () => {
    await loadCatalogue('CN');
    await i18n.changeLanguage('CN');
    renderButton(() => Promise.reject(new ApiError('NETWORK', 'Network abnormal', 0)));
    const dialog = await screen.findByRole('alertdialog', { name: /验证码发送失败/ });
    expect(dialog).toHaveTextContent(i18n.t('errors.NETWORK'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps a mistake in the form inline, without a dialog', async () => {
    const onError = renderButton(() => Promise.reject(new LocalMessage('phoneAuth.invalidNumber')));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(i18n.t('phoneAuth.invalidNumber')));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('starts its countdown after a code was sent', async () => {
    renderButton(() => Promise.resolve(undefined));
    await waitFor(() => expect(screen.getByTestId('send-code')).toBeDisabled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
