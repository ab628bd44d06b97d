import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { useMayMoveMoney } from './admin-session-store.ts';
import styles from './back-office.module.css';

/**
 * What a queue's row buttons share: an optional note for the next action, the row being worked on,
 * the refusal to show, and a refresh of the queue afterwards.
 */
export const useQueueAction = (queue: 'deposits' | 'withdrawals') => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canAct = useMayMoveMoney();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = (rowId: number, working: boolean) =>
    setBusy((rows) => {
      const next = new Set(rows);
      if (working) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
  const act = async (rowId: number, call: (note: { note?: string }) => Promise<unknown>) => {
    mark(rowId, true);
    setError(null);
    try {
      await call(note.trim() ? { note: note.trim() } : {});
      setNote('');
    } catch (failure) {
      setError(errorText(t, failure));
    }
    // the row's buttons come back only once it shows its new status, not its old one
    try {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', queue] });
    } finally {
      mark(rowId, false);
    }
  };
  /** Whether a row's buttons are held: support staff, or a row still being worked on. */
  const held = (rowId: number) => !canAct || busy.has(rowId);
  return { canAct, note, setNote, error, act, held };
};

/** The line telling support staff they may look but not act. */
export const SupportHint = ({ canAct }: { canAct: boolean }) => {
  const { t } = useTranslation();
  return canAct ? null : <p className={styles.muted}>{t('backoffice.supportHint')}</p>;
};

/** The note field (labelled `noteLabel`), the support-staff hint and the last refusal, above a queue's table. */
export const QueueActionBar = ({
  action,
  showNote,
  noteLabel,
}: {
  action: ReturnType<typeof useQueueAction>;
  showNote: boolean;
  noteLabel?: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {showNote ? (
        <label className={styles.note}>
          <span>{noteLabel ?? t('backoffice.noteLabel')}</span>
          <input
            value={action.note}
            maxLength={140}
            onChange={(event) => action.setNote(event.target.value)}
          />
        </label>
      ) : null}
      <SupportHint canAct={action.canAct} />
      <FormError message={action.error} />
    </>
  );
};
