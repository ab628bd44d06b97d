import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a value (an account number, an address) and says so for a moment. */
export const CopyButton = ({ value }: { value: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button-ghost"
      aria-label={`${t('cashier.copy')} ${value}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        } catch {
          // clipboard refused (insecure origin): the value stays on screen to copy by hand
        }
      }}
    >
      {copied ? t('cashier.copied') : t('cashier.copy')}
    </button>
  );
};
