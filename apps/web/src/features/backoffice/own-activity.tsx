import type { OwnActivityRow } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/format/use-formats.ts';
import table from '../../shared/ui/table.module.css';
import styles from './own-account.module.css';
import { ownAccountKey, ownActivityCall } from './own-account-calls.ts';
import { QueueState, QueueTable } from './queue-parts.tsx';

/**
 * My account's recent activity: sign-ins to the operator's account (failed ones flagged) and what
 * owners changed on it, with who. An operator who sees a sign-in they did not make knows to act.
 */
export const OwnActivity = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const activity = useQuery({ queryKey: [...ownAccountKey, 'activity'], queryFn: ownActivityCall });
  const a = (key: string) => t(`backoffice.account.activity.${key}`);
  const event = (row: OwnActivityRow) => {
    const name = t(`backoffice.audit.actions.${row.action}`);
    return row.role ? `${name} · ${t(`backoffice.roles.${row.role}`)}` : name;
  };
  return (
    <section aria-label={a('title')} data-testid="bo-own-activity">
      <h3>{a('title')}</h3>
      <p className={styles.activityLead}>{a('lead')}</p>
      <QueueState query={activity} empty={a('none')}>
        <QueueTable
          cards
          columns={[t('backoffice.audit.time'), a('event'), t('backoffice.audit.ip'), a('by')]}
        >
          {activity.data?.map((row) => (
            <tr key={row.id}>
              <td data-label={t('backoffice.audit.time')}>{formats.dateTime(row.createdAt)}</td>
              <td data-label={a('event')}>
                {event(row)}
                {row.success ? null : (
                  <span className={styles.failed}>{t('backoffice.audit.outcomes.failure')}</span>
                )}
              </td>
              <td data-label={t('backoffice.audit.ip')} className={table.mono}>
                {row.ip}
              </td>
              <td data-label={a('by')}>{row.by ?? '—'}</td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
    </section>
  );
};
