import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { useCan } from './admin-session-store.ts';
import styles from './content-notices.module.css';
import { zonedInputOf } from './content-notices-calls.ts';
import { QueuePanel, QueueState } from './queue-parts.tsx';

/** What a content list is editing: nothing, a new row, or one of its rows. */
const useContentEditing = <Row extends { id: number }>() => {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  return {
    editing,
    /** the row the form opens with (null: a new one) */
    editedRow: editing === 'new' ? null : editing,
    /** keys the form so switching rows starts it afresh */
    formKey: editing === 'new' ? 'new' : String(editing?.id ?? ''),
    addNew: () => setEditing('new'),
    edit: (row: Row) => setEditing(row),
    done: () => setEditing(null),
  };
};

/**
 * Delete after a confirm for a list's rows: the row whose question shows, the delete call (refreshing the
 * list after it) and, per row, what its actions need to ask, delete and keep.
 */
const useConfirmedDelete = (
  deleteCall: (id: number) => Promise<unknown>,
  refresh: () => Promise<unknown>,
) => {
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: deleteCall,
    onSuccess: async () => {
      setConfirming(null);
      await refresh();
    },
  });
  return {
    error: remove.error,
    actionsFor: (id: number) => ({
      confirming: confirming === id,
      deleting: remove.isPending,
      onAskDelete: () => {
        remove.reset();
        setConfirming(id);
      },
      onDelete: () => remove.mutate(id),
      onKeep: () => setConfirming(null),
    }),
  };
};

/**
 * Publish or unpublish from a scheduled piece's row (a notice, a banner): the call, refreshing the list
 * after it, and per row what its button needs.
 */
export const usePublishToggle = (
  publishCall: (change: { id: number; published: boolean }) => Promise<unknown>,
  refresh: () => Promise<unknown>,
) => {
  const publish = useMutation({ mutationFn: publishCall, onSuccess: refresh });
  return {
    error: publish.error,
    of: (row: { id: number; published: boolean }) => ({
      published: row.published,
      pending: publish.isPending,
      onToggle: () => publish.mutate({ id: row.id, published: !row.published }),
    }),
  };
};

interface RowActionsProps {
  /** asked to confirm a delete: the question shows with its two answers */
  confirming: boolean;
  confirmText: string;
  deleting: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onDelete: () => void;
  onKeep: () => void;
  editTestId?: string;
  /** a scheduled piece (notice, banner) is also published or unpublished from its row */
  publish?: { published: boolean; pending: boolean; onToggle: () => void };
}

/** Edit, publish or unpublish (scheduled pieces only), and delete after a confirm: a row's buttons in its list. */
const RowActions = (props: RowActionsProps) => {
  const { t } = useTranslation();
  const { publish } = props;
  return (
    <div className={styles.actions}>
      {props.confirming ? (
        <>
          <p className={styles.confirm} role="alert">
            {props.confirmText}
          </p>
          <button type="button" className="button" disabled={props.deleting} onClick={props.onDelete}>
            {t('backoffice.content.ntc.confirmYes')}
          </button>
          <button type="button" className="button button-ghost" onClick={props.onKeep}>
            {t('backoffice.content.ntc.keep')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="button button-ghost"
            onClick={props.onEdit}
            {...(props.editTestId ? { 'data-testid': props.editTestId } : {})}
          >
            {t('backoffice.edit')}
          </button>
          {publish ? (
            <button
              type="button"
              className="button button-ghost"
              disabled={publish.pending}
              onClick={publish.onToggle}
            >
              {t(publish.published ? 'backoffice.content.ntc.unpublish' : 'backoffice.content.ntc.publish')}
            </button>
          ) : null}
          <button type="button" className="button button-ghost" onClick={props.onAskDelete}>
            {t('backoffice.content.ntc.delete')}
          </button>
        </>
      )}
    </div>
  );
};

/**
 * What every content list of the back office shares: whether this operator may change it, what its form
 * is editing, delete after a confirm, and each row's buttons (for owners; nothing for the other roles).
 */
export const useContentList = <Row extends { id: number }>(
  deleteCall: (id: number) => Promise<unknown>,
  refresh: () => Promise<unknown>,
) => {
  const canEdit = useCan('content.manage');
  const form = useContentEditing<Row>();
  const remove = useConfirmedDelete(deleteCall, refresh);
  const actionsOf = (
    row: Row,
    confirmText: string,
    more: Pick<RowActionsProps, 'editTestId' | 'publish'> = {},
  ) =>
    canEdit ? (
      <RowActions
        {...remove.actionsFor(row.id)}
        confirmText={confirmText}
        onEdit={() => form.edit(row)}
        {...more}
      />
    ) : null;
  return { canEdit, form, deleteError: remove.error, actionsOf };
};

/**
 * A content list's panel: its lead, then for the roles that only look a line saying owners change this
 * content (`readOnly`), then the list's tools, form and rows.
 */
export const ContentListPanel = ({
  label,
  testId,
  lead,
  canEdit,
  readOnly,
  children,
}: {
  label: string;
  testId: string;
  lead: string;
  canEdit: boolean;
  readOnly: { text: string; testId?: string };
  children: ReactNode;
}) => (
  <QueuePanel label={label} testId={testId} lead={lead}>
    {canEdit ? null : (
      <p className={styles.hint} {...(readOnly.testId ? { 'data-testid': readOnly.testId } : {})}>
        {readOnly.text}
      </p>
    )}
    {children}
  </QueuePanel>
);

/** The button that opens a list's form on a new row. */
export const AddButton = ({
  label,
  testId,
  onClick,
}: {
  label: string;
  testId: string;
  onClick: () => void;
}) => (
  <button type="button" className="button" onClick={onClick} data-testid={testId}>
    {label}
  </button>
);

/**
 * A content list's rows (each laid out by `ContentListRow` from `describeRow`, test id `<rowTestId>-<id>`),
 * under the error of the last row action that failed (a delete, a publish); while loading, on a failed
 * load or with no rows, the queue's state says so instead.
 */
export const ContentRows = <Row extends { id: number }>({
  query,
  rows,
  empty,
  testId,
  actionError,
  rowTestId,
  describeRow,
}: {
  query: Parameters<typeof QueueState>[0]['query'];
  rows: readonly Row[] | undefined;
  empty: string;
  testId: string;
  actionError: unknown;
  rowTestId: string;
  describeRow: (row: Row) => Omit<ContentListRowProps, 'testId'>;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={actionError ? errorText(t, actionError) : null} />
      <QueueState query={query} empty={empty}>
        <ol className={styles.list} data-testid={testId}>
          {(rows ?? []).map((row) => (
            <ContentListRow key={row.id} testId={`${rowTestId}-${row.id}`} {...describeRow(row)} />
          ))}
        </ol>
      </QueueState>
    </>
  );
};

/**
 * A row of a content list: its title and tags, a line of details under them, and its actions; a
 * `leading` picture (a banner's thumbnail) stands before them.
 */
interface ContentListRowProps {
  testId: string;
  className?: string;
  leading?: ReactNode;
  title: string;
  /** the title's language, when the row is one language's (a help article) */
  titleLanguage?: string;
  tags?: ReactNode;
  meta: ReactNode;
  /** more lines under the details (a banner's link) */
  extra?: ReactNode;
  actions?: ReactNode;
}

const ContentListRow = ({
  testId,
  className,
  leading,
  title,
  titleLanguage,
  tags,
  meta,
  extra,
  actions,
}: ContentListRowProps) => {
  const body = (
    <>
      <div className={styles.head}>
        <strong {...(titleLanguage ? { lang: titleLanguage.toLowerCase() } : {})}>{title}</strong>
        {tags}
      </div>
      <p className={styles.meta}>{meta}</p>
      {extra}
      {actions}
    </>
  );
  return (
    <li className={className ? `${styles.item} ${className}` : styles.item} data-testid={testId}>
      {leading === undefined ? (
        body
      ) : (
        <>
          {leading}
          <div>{body}</div>
        </>
      )}
    </li>
  );
};

/** A tag beside a row's title: its type, topic, language or position. */
export const RowTag = ({ children }: { children: ReactNode }) => (
  <span className={styles.type}>{children}</span>
);

/** A scheduled piece's state beside its title (current, scheduled, ended, draft), coloured by state. */
export const RowState = ({ state, children }: { state: string; children: ReactNode }) => (
  <span className={`${styles.state} ${styles[state] ?? ''}`}>{children}</span>
);

/** "2026-11-23 18:00" on the merchant's clock: a time as the operator typed it. */
const wallText = (iso: string, timeZone: string) => zonedInputOf(iso, timeZone).replace('T', ' ');

/** A scheduled piece's window on the merchant's clock: "start – end", or "start – no end". */
export const ScheduleWindow = ({
  startsAt,
  endsAt,
  timeZone,
}: {
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {wallText(startsAt, timeZone)} –{' '}
      {endsAt ? wallText(endsAt, timeZone) : t('backoffice.content.ntc.noEnd')}
    </>
  );
};
