import { csShowsAt, type ServiceEntry } from '@croupier/contract/paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningDialog } from '../../shared/ui/warning-dialog.tsx';
import { openServiceWindow, type ServiceOpening, useServiceEntries } from './service-calls.ts';
import styles from './service-entries.module.css';
import { ServiceIcon } from './service-icons.tsx';

/** where the entries are drawn: spec §3 csPosition 1 side menu, 2 footer (3 shows in both) */
type Where = 1 | 2;

const EntryLink = ({
  entry,
  onOpened,
  onOpening,
  busy,
}: {
  entry: ServiceEntry;
  onOpened: () => void;
  onOpening: () => void;
  busy: boolean;
}) => {
  const { t } = useTranslation();
  const content = (
    <>
      <ServiceIcon type={entry.csType} />
      <span>{entry.title}</span>
    </>
  );
  if (entry.csType === 1)
    return (
      <a className={styles.entry} href={`mailto:${entry.target}`} title={entry.target} onClick={onOpened}>
        {content}
      </a>
    );
  if (entry.csType === 2)
    return (
      <a
        className={styles.entry}
        href={entry.target}
        target="_blank"
        rel="noopener noreferrer"
        title={t('cs.opensWindow')}
        onClick={onOpened}
      >
        {content}
      </a>
    );
  return (
    <button
      type="button"
      className={styles.entry}
      aria-busy={busy}
      aria-haspopup="dialog"
      title={t('cs.opensWindow')}
      onClick={onOpening}
      data-testid="cs-live-chat"
    >
      {content}
    </button>
  );
};

/**
 * The merchant's customer-service entries at one place (spec §2 side menu, footer): an e-mail
 * address, a chat app's link, or the live chat of getService in its 440×500 window. When the
 * merchant has none, the brand's service e-mail stands in. A window the browser blocked, or a
 * link that could not be had, ends in a translated warning.
 */
export const ServiceEntries = ({
  where,
  fallbackEmail,
  onOpened = () => undefined,
}: {
  where: Where;
  fallbackEmail?: string | undefined;
  onOpened?: () => void;
}) => {
  const { t } = useTranslation();
  const entries = useServiceEntries();
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<Exclude<ServiceOpening, 'opened'> | null>(null);
  const shown = (entries.data ?? []).filter((entry) => csShowsAt(entry.csPosition, where));
  const open = async () => {
    if (opening) return;
    setOpening(true);
    const result = await openServiceWindow();
    setOpening(false);
    if (result === 'opened') onOpened();
    else setRefusal(result);
  };
  if (entries.isPending) return null;
  if (shown.length === 0) {
    if (!fallbackEmail || entries.data?.length) return null;
    return (
      <ul className={`${styles.list} ${where === 2 ? styles.row : ''}`} data-testid={`cs-entries-${where}`}>
        <li>
          <a className={styles.entry} href={`mailto:${fallbackEmail}`}>
            <ServiceIcon type={1} />
            <span>{fallbackEmail}</span>
          </a>
        </li>
      </ul>
    );
  }
  return (
    <>
      <ul className={`${styles.list} ${where === 2 ? styles.row : ''}`} data-testid={`cs-entries-${where}`}>
        {shown.map((entry) => (
          <li key={entry.id}>
            <EntryLink entry={entry} busy={opening} onOpening={open} onOpened={onOpened} />
          </li>
        ))}
      </ul>
      {refusal ? (
        <WarningDialog title={t('cs.failedTitle')} onClose={() => setRefusal(null)}>
          <p data-testid="cs-failed">{t(refusal === 'blocked' ? 'cs.blocked' : 'cs.failed')}</p>
        </WarningDialog>
      ) : null}
    </>
  );
};
