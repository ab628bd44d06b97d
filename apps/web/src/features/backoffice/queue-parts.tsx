import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import table from '../../shared/ui/table.module.css';

/** Status tabs of a queue, labelled with the status names of the back office. */
export const StatusTabs = <S extends string>({
  statuses,
  selected,
  onSelect,
}: {
  statuses: readonly S[];
  selected: S;
  onSelect: (status: S) => void;
}) => {
  const { t } = useTranslation();
  return (
    <TabBar
      tabs={statuses.map((status) => ({ value: status, label: t(`backoffice.status.${status}`) }))}
      selected={selected}
      onSelect={onSelect}
    />
  );
};

/** Loading, failure and empty states around a queue's table. */
export const QueueState = ({
  query,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: unknown[] | undefined;
    refetch: () => unknown;
  };
  empty: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return <ErrorState message={errorText(t, query.error)} onRetry={() => query.refetch()} />;
  if (!query.data?.length) return <EmptyState title={empty} />;
  return <div className={table.scroll}>{children}</div>;
};
