import { type AuditActionGroup, auditActionGroups, auditOutcomes, listAudit } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/format/use-formats.ts';
import { Field } from '../../shared/ui/field.tsx';
import table from '../../shared/ui/table.module.css';
import { type AuditQuery, auditCall, auditKey, auditPageSize } from './audit-calls.ts';
import { AuditDetail, actionLabelKey } from './audit-detail.tsx';
import styles from './audit-log.module.css';
import filters from './games-admin.module.css';
import { useLinkedMember } from './linked-member.ts';
import { checkedSearch, SearchButtons } from './queue-pages.tsx';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';

interface Values {
  username: string;
  operator: string;
  action: string;
  outcome: string;
}
type Filter = Omit<AuditQuery, 'before' | 'limit'>;
const blank: Values = { username: '', operator: '', action: '', outcome: '' };
const groups = Object.keys(auditActionGroups) as AuditActionGroup[];

/**
 * The audit log: who did what and when (sign-ins, codes, secrets, money decisions, settings and
 * content changes), newest first on the merchant's clock, with the member and the acting operator
 * named; filtered by either, by action and by outcome, and paged to older entries.
 */
export const AuditLog = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const ids = { action: useId(), outcome: useId() };
  // a member's details link here with `?member=` (their name): the log opens on their rows
  const start = useLinkedMember((username) => listAudit.query!.shape.username.safeParse(username).success);
  const [filter, setFilter] = useState<Filter>(start ? { username: start } : {});
  // the ids each older page starts below: the newest page has none
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    defaultValues: { ...blank, username: start },
  });
  const query: AuditQuery = { ...filter, ...(before ? { before } : {}) };
  const entries = useQuery({
    queryKey: [...auditKey, query],
    queryFn: () => auditCall(query),
    placeholderData: (previous) => previous,
  });
  const rows = entries.data;

  const search = (values: Values) => {
    const next = checkedSearch(listAudit.query!, values, (field) =>
      setError(field, { message: t('backoffice.checkField') }),
    );
    if (!next) return;
    setFilter(next as Filter);
    setCursors([]);
  };

  return (
    <QueuePanel label={t('backoffice.audit.tab')} testId="bo-audit" lead={t('backoffice.audit.lead')}>
      <form className={filters.filters} onSubmit={handleSubmit(search)} noValidate>
        <Field
          label={t('backoffice.member')}
          maxLength={32}
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <Field
          label={t('backoffice.audit.operator')}
          maxLength={64}
          error={formState.errors.operator?.message}
          {...register('operator')}
        />
        <div className={filters.select}>
          <label htmlFor={ids.action}>{t('backoffice.audit.action')}</label>
          <select id={ids.action} {...register('action')}>
            <option value="">{t('backoffice.audit.allActions')}</option>
            {groups.map((group) => (
              <optgroup key={group} label={t(`backoffice.audit.groups.${group}`)}>
                {auditActionGroups[group].map((action) => (
                  <option key={action} value={action}>
                    {t(actionLabelKey(action))}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={filters.select}>
          <label htmlFor={ids.outcome}>{t('backoffice.audit.outcome')}</label>
          <select id={ids.outcome} {...register('outcome')}>
            <option value="">{t('backoffice.audit.allOutcomes')}</option>
            {auditOutcomes.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`backoffice.audit.outcomes.${outcome}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.formButtons}>
          <SearchButtons
            onClear={() => {
              reset(blank);
              search(blank);
            }}
          />
        </div>
      </form>
      <QueueState query={entries} empty={t('backoffice.audit.none')}>
        <QueueTable
          testId="bo-audit-entries"
          cards
          columns={[
            t('backoffice.audit.time'),
            t('backoffice.audit.action'),
            t('backoffice.audit.outcome'),
            t('backoffice.member'),
            t('backoffice.audit.operator'),
            t('backoffice.audit.ip'),
            t('backoffice.audit.detail'),
          ]}
        >
          {rows?.map((row) => (
            <tr key={row.id} data-testid={`bo-audit-${row.id}`}>
              <td data-label={t('backoffice.audit.time')}>{formats.dateTime(row.createdAt)}</td>
              <td data-label={t('backoffice.audit.action')}>
                {t(actionLabelKey(row.action), { defaultValue: row.action })}
              </td>
              <td data-label={t('backoffice.audit.outcome')}>
                <span className={row.success ? styles.success : styles.failure}>
                  {t(`backoffice.audit.outcomes.${row.success ? 'success' : 'failure'}`)}
                </span>
              </td>
              <td data-label={t('backoffice.member')}>{row.username ?? '—'}</td>
              <td data-label={t('backoffice.audit.operator')}>{row.operator ?? '—'}</td>
              <td data-label={t('backoffice.audit.ip')} className={table.mono}>
                {row.ip}
              </td>
              <td data-label={t('backoffice.audit.detail')}>
                <AuditDetail detail={row.detail} />
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
      <nav className={styles.pages} aria-label={t('backoffice.audit.pages')}>
        <button
          type="button"
          className="button button-ghost"
          disabled={cursors.length === 0}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          {t('backoffice.audit.newer')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          // a full page may have more below it; a short one is the oldest
          disabled={!rows || rows.length < auditPageSize || entries.isPlaceholderData}
          onClick={() => {
            const last = rows?.at(-1);
            if (last) setCursors((list) => [...list, last.id]);
          }}
        >
          {t('backoffice.audit.older')}
        </button>
      </nav>
    </QueuePanel>
  );
};
