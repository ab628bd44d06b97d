import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../shared/api/error-text.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import table from '../../shared/ui/table.module.css';
import styles from './back-office.module.css';
import { memberLink } from './linked-member.ts';

/** A back-office panel: its section (named for screen readers and journeys) and an optional lead line. */
export const QueuePanel = ({
  label,
  testId,
  lead,
  children,
}: {
  label: string;
  testId?: string;
  lead?: string;
  children: ReactNode;
}) => (
  <section aria-label={label} data-testid={testId} className={styles.panel}>
    {lead ? <p className={styles.muted}>{lead}</p> : null}
    {children}
  </section>
);

/** Status tabs of a queue, labelled from `labels` (the status names of the back office unless told). */
export const StatusTabs = <S extends string>({
  statuses,
  selected,
  onSelect,
  labels = 'backoffice.status',
}: {
  statuses: readonly S[];
  selected: S;
  onSelect: (status: S) => void;
  labels?: string;
}) => {
  const { t } = useTranslation();
  return (
    <TabBar
      tabs={statuses.map((status) => ({ value: status, label: t(`${labels}.${status}`) }))}
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
  return <div className={`${table.scroll} ${table.cardsFrame}`}>{children}</div>;
};

/** A queue column's heading; `num` ones are right-aligned like the amounts below them. */
export type QueueColumn = string | { label: string; num: true };

/**
 * A queue's table: one heading row from `columns`, the rows as children. With `cards`, its rows
 * become cards on a narrow screen, each cell under its `data-label` (table.module.css .cards).
 */
export const QueueTable = ({
  columns,
  testId,
  cards = false,
  children,
}: {
  columns: QueueColumn[];
  testId?: string;
  cards?: boolean;
  children: ReactNode;
}) => (
  <table className={`${table.table} ${table.nowrap}${cards ? ` ${table.cards}` : ''}`} data-testid={testId}>
    <thead>
      <tr>
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a table's headings are fixed
          <th key={index} className={typeof column === 'string' ? undefined : table.num}>
            {typeof column === 'string' ? column : column.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>{children}</tbody>
  </table>
);

/** One button of a row: plain, or ghost for the step that turns a request down. */
export const RowButton = ({
  label,
  onClick,
  disabled,
  ghost = false,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  ghost?: boolean;
}) => (
  <button
    type="button"
    className={ghost ? 'button button-ghost' : 'button'}
    disabled={disabled}
    onClick={onClick}
  >
    {label}
  </button>
);

/** A row's buttons side by side, all held while the row is worked on; `children` follow them. */
export const RowButtons = ({
  buttons,
  disabled,
  children,
}: {
  buttons: { label: string; onClick: () => void; ghost?: boolean }[];
  disabled: boolean;
  children?: ReactNode;
}) => (
  <div className={styles.actionButtons}>
    {buttons.map((button) => (
      <RowButton key={button.label} {...button} disabled={disabled} />
    ))}
    {children}
  </div>
);

/** A member's name in a queue row, linking to their account in the Members tab (details open there). */
export const MemberName = ({ username }: { username: string }) => {
  const { t } = useTranslation();
  return (
    <Link to={memberLink(username, 'members')} title={t('backoffice.members.openName', { username })}>
      {username}
    </Link>
  );
};
