import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Days, DaysTabs } from '../../shared/ui/days-tabs.tsx';
import styles from './cashier.module.css';

/** The period shortcuts and a status choice of the deposit and withdrawal records. */
export const RecordFilters = <S extends string>({
  days,
  onDays,
  status,
  statuses,
  statusLabel,
  onStatus,
}: {
  days: Days;
  onDays: (days: Days) => void;
  status: S | '';
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  onStatus: (status: S | '') => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filters}>
      <DaysTabs days={days} onChange={onDays} />
      <div className={styles.statusFilter}>
        <label htmlFor={id}>{t('cashier.status')}</label>
        <select id={id} value={status} onChange={(event) => onStatus(event.target.value as S | '')}>
          <option value="">{t('cashier.allStatuses')}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
};
