import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { useCountdown } from './use-countdown.ts';

/** Sends a code and stays disabled while its countdown runs; a refusal shows in a warning line. */
export const CodeButton = ({
  send,
  seconds,
  onError,
}: {
  /** returns expiredMinutes when the server tells it */
  send: () => Promise<{ expiredMinutes?: number } | undefined>;
  /** fixed countdown; when absent, expiredMinutes × 60 */
  seconds?: number;
  onError: (message: string) => void;
}) => {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  return (
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
          onError(errorText(t, error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
    </button>
  );
};
