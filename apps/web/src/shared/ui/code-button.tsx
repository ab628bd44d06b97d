import type { i18n as I18n, TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, LocalMessage } from '../api/client.ts';
import { errorText } from '../api/error-text.ts';
import { useCountdown } from './use-countdown.ts';
import { WarningDialog } from './warning-dialog.tsx';

/**
 * Spec §8 "SMS send failure: warning dialog with server message": the server's answer in the
 * site's language when the catalogue knows its code, else the server's own words for a 4xx
 * refusal (a 5xx message is never shown), else the system error.
 */
const refusalText = (t: TFunction, i18n: I18n, error: unknown) => {
  if (error instanceof ApiError && !(error instanceof LocalMessage) && !i18n.exists(`errors.${error.code}`)) {
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return errorText(t, error);
};

/**
 * Sends a code and stays disabled while its countdown runs. A mistake found in the browser (a
 * malformed phone number) goes to `onError`, beside the form's fields; a send the server refused
 * or that never arrived opens a warning dialog with the server's message.
 */
export const CodeButton = ({
  send,
  seconds,
  onError,
}: {
  /** returns expiredMinutes when the server tells it */
  send: () => Promise<{ expiredMinutes?: number } | undefined>;
  /** fixed countdown; when absent, expiredMinutes × 60 */
  seconds?: number;
  /** a mistake in the form, told inline */
  onError?: (message: string) => void;
}) => {
  const { t, i18n } = useTranslation();
  const { left, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="button button-ghost"
        disabled={left > 0 || busy}
        data-testid="send-code"
        onClick={async () => {
          setBusy(true);
          try {
            const result = await send();
            start(seconds ?? (result?.expiredMinutes ?? 1) * 60);
          } catch (error) {
            if (error instanceof LocalMessage && onError) onError(errorText(t, error));
            else setRefusal(refusalText(t, i18n, error));
          } finally {
            setBusy(false);
          }
        }}
      >
        {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
      </button>
      {refusal !== null ? (
        <WarningDialog title={t('auth.codeNotSent')} onClose={() => setRefusal(null)}>
          <p style={{ margin: 0 }}>{refusal}</p>
        </WarningDialog>
      ) : null}
    </>
  );
};
