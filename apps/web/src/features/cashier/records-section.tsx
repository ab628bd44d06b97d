import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Days } from '../../shared/ui/days-tabs.tsx';
import { AwaitingData, EmptyState } from '../../shared/ui/page-state.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import styles from './cashier.module.css';
import { RecordFilters } from './record-filters.tsx';

/** The period, status and page of a records list; a new filter starts again at page 1. */
export const useRecordFilters = <S extends string>() => {
  const [page, setPage] = useState(1);
  const [days, setDays] = useState<Days>(30);
  const [status, setStatus] = useState<S | ''>('');
  return {
    page,
    setPage,
    days,
    status,
    onDays: (value: Days) => {
      setDays(value);
      setPage(1);
    },
    onStatus: (value: S | '') => {
      setStatus(value);
      setPage(1);
    },
  };
};

/** A records list with its filters, loading, failure and empty states, and pages. */
export const RecordsSection = <S extends string>({
  title,
  filters,
  statuses,
  statusLabel,
  query,
  children,
}: {
  title: string;
  filters: ReturnType<typeof useRecordFilters<S>>;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { rows: unknown[]; total: number; pageSize: number } | undefined;
    refetch: () => unknown;
  };
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <section className={styles.records} aria-label={title}>
      <h4>{title}</h4>
      <RecordFilters
        days={filters.days}
        onDays={filters.onDays}
        status={filters.status}
        statuses={statuses}
        statusLabel={statusLabel}
        onStatus={filters.onStatus}
      />
      <AwaitingData query={query} />
      {query.data?.rows.length === 0 ? <EmptyState title={t('records.empty')} /> : null}
      {query.data && query.data.rows.length > 0 ? children : null}
      <Pager page={filters.page} pages={pageCount(query.data)} onPage={filters.setPage} />
    </section>
  );
};
