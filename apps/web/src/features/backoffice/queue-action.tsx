import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useCan } from './admin-session-store.ts';
import styles from './back-office.module.css';

/** A row's action put to the operator before it runs: what, on which order, whose, how much. */
export interface Proposal {
  /** the queue's row: an order of a member, for an amount (a 2-place money string) */
  row: { id: number; orderNo: string; username: string; amount: string };
  /** the button's own words (Pay, Approve, Credit the member…) */
  action: string;
  call: (note: { note?: string }) => Promise<unknown>;
  /** the note field's label, when not the general one */
  noteLabel?: string;
  /** set when this action needs a note (at least 2 characters): what to say while it is missing */
  noteRequired?: string;
}

/**
 * What a queue's row buttons share: the action put to the operator to confirm, with its note
 * (money moves, or a player's request is turned down: never on one click, and a note always goes
 * with the row it was written for), the row being worked on, what came of it, and a refresh of
 * the queue afterwards.
 */
export const useQueueAction = (queue: 'deposits' | 'withdrawals') => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canAct = useCan('cashier.review');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = (rowId: number, working: boolean) =>
    setBusy((rows) => {
      const next = new Set(rows);
      if (working) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
  const propose = (next: Proposal) => {
    setError(null);
    setDone(null);
    setNote('');
    setProposal(next);
  };
  const confirm = async () => {
    if (!proposal) return;
    const { row, call, action } = proposal;
    setProposal(null);
    mark(row.id, true);
    try {
      await call(note.trim() ? { note: note.trim() } : {});
      setNote('');
      setDone(t('backoffice.actionDone', { action, orderNo: row.orderNo }));
    } catch (failure) {
      setError(errorText(t, failure));
    }
    // the row's buttons come back only once it shows its new status, not its old one
    try {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', queue] });
    } finally {
      mark(row.id, false);
    }
  };
  /** Whether a row's buttons are held: support staff, or a row still being worked on. */
  const held = (rowId: number) => !canAct || busy.has(rowId);
  return {
    canAct,
    note,
    setNote,
    error,
    done,
    proposal,
    propose,
    confirm,
    cancel: () => setProposal(null),
    held,
  };
};

/** The line telling support staff they may look but not act. */
export const SupportHint = ({ canAct }: { canAct: boolean }) => {
  const { t } = useTranslation();
  return canAct ? null : <p className={styles.muted}>{t('backoffice.supportHint')}</p>;
};

/** The support-staff hint, the last refusal or success above a queue's table, and the open question. */
export const QueueActionBar = ({ action }: { action: ReturnType<typeof useQueueAction> }) => (
  <>
    <SupportHint canAct={action.canAct} />
    <FormError message={action.error} />
    <FormMessage message={action.done ? { error: false, text: action.done } : null} />
    {action.proposal ? <ConfirmAction action={action} proposal={action.proposal} /> : null}
  </>
);

/** The question before a row's action runs, with the note it carries. */
const ConfirmAction = ({
  action,
  proposal,
}: {
  action: ReturnType<typeof useQueueAction>;
  proposal: Proposal;
}) => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [missing, setMissing] = useState(false);
  const go = () => {
    const short = proposal.noteRequired !== undefined && action.note.trim().length < 2;
    setMissing(short);
    if (!short) void action.confirm();
  };
  return (
    <Modal
      title={t('backoffice.confirmTitle')}
      onClose={action.cancel}
      testId="bo-confirm-action"
      footer={
        <div className={styles.confirmButtons}>
          <button type="button" className="button button-ghost" onClick={action.cancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button" onClick={go}>
            {proposal.action}
          </button>
        </div>
      }
    >
      <p>
        {t('backoffice.confirmAction', {
          action: proposal.action,
          orderNo: proposal.row.orderNo,
          member: proposal.row.username,
          amount: moneyText(proposal.row.amount, symbol, i18n.language),
        })}
      </p>
      <Field
        label={proposal.noteLabel ?? t('backoffice.noteLabel')}
        value={action.note}
        maxLength={140}
        error={missing ? proposal.noteRequired : undefined}
        onChange={(event) => action.setNote(event.target.value)}
      />
    </Modal>
  );
};
