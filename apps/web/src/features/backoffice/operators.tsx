import type { OperatorRow } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/format/use-formats.ts';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import { useAdminSession } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { OperatorManage } from './operator-manage.tsx';
import { OperatorNew } from './operator-new.tsx';
import { operatorsCall, operatorsKey } from './operators-calls.ts';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';

/** Where an account stands: disabled, locked out by wrong tries (until when), or active. */
const StatusCell = ({ row }: { row: OperatorRow }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  if (row.status === 'disabled') return <>{t('backoffice.operators.disabled')}</>;
  if (row.lockedUntil)
    return <>{t('backoffice.operators.lockedUntil', { time: formats.dateTime(row.lockedUntil) })}</>;
  if (row.passwordChangeDue) return <>{t('backoffice.operators.passwordDue')}</>;
  return <>{t('backoffice.operators.active')}</>;
};

/**
 * Operators (owners only): the merchant's staff accounts, each with role, status, authenticator and
 * last sign-in; an owner opens new ones and manages the others. Their own account is changed
 * under My account, which asks for their password.
 */
export const Operators = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const self = useAdminSession((state) => state.session?.username);
  const query = useQuery({ queryKey: operatorsKey, queryFn: operatorsCall });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [managedId, setManagedId] = useState<number | null>(null);
  const managed = query.data?.find((row) => row.id === managedId);
  const o = (key: string) => t(`backoffice.operators.${key}`);
  return (
    <QueuePanel label={o('tab')} testId="bo-operators" lead={o('lead')}>
      <FormMessage
        message={
          created ? { error: false, text: t('backoffice.operators.created', { username: created }) } : null
        }
      />
      <div className={styles.addRow}>
        <button
          type="button"
          className="button"
          onClick={() => {
            setCreated(null);
            setAdding(true);
          }}
        >
          {o('new')}
        </button>
      </div>
      <QueueState query={query} empty={o('none')}>
        <QueueTable
          testId="bo-operators-table"
          cards
          columns={[
            o('username'),
            o('role'),
            o('status'),
            o('authenticator'),
            o('lastSignIn'),
            t('backoffice.actions'),
          ]}
        >
          {query.data?.map((row) => (
            <tr key={row.id}>
              <td data-label={o('username')}>{row.username}</td>
              <td data-label={o('role')}>{t(`backoffice.roles.${row.role}`)}</td>
              <td data-label={o('status')}>
                <StatusCell row={row} />
              </td>
              <td data-label={o('authenticator')}>
                {row.totpEnabledAt
                  ? t('backoffice.operators.totpOn', { date: formats.date(row.totpEnabledAt) })
                  : o('totpOff')}
              </td>
              <td data-label={o('lastSignIn')}>
                {row.lastSignInAt ? formats.dateTime(row.lastSignInAt) : o('never')}
              </td>
              <td data-label={t('backoffice.actions')}>
                {row.username === self ? (
                  <span className={styles.muted}>{o('you')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button-ghost"
                    aria-label={t('backoffice.operators.manageName', { username: row.username })}
                    onClick={() => setManagedId(row.id)}
                  >
                    {o('manage')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
      {adding ? (
        <OperatorNew
          onClose={() => setAdding(false)}
          onCreated={(username) => {
            setAdding(false);
            setCreated(username);
          }}
        />
      ) : null}
      {managed ? <OperatorManage row={managed} onClose={() => setManagedId(null)} /> : null}
    </QueuePanel>
  );
};
