import { feedbackLimits, textLength } from '@croupier/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import styles from './content-feedback.module.css';
import { type AdminFeedbackRow, feedbackInboxKey, replyFeedbackCall } from './content-feedback-calls.ts';

/** The reply's own checks, as the server makes them: 1 to 2000 characters of plain text. */
export const replyProblem = (reply: string) => {
  const length = textLength(reply.trim());
  if (length === 0) return 'backoffice.feedbackInbox.replyEmpty';
  if (length > feedbackLimits.replyMax) return 'backoffice.feedbackInbox.replyLong';
  return null;
};

/** The answer a player will read under their feedback; sending again replaces it. */
export const FeedbackReplyForm = ({ row }: { row: AdminFeedbackRow }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [reply, setReply] = useState(row.reply ?? '');
  const [checked, setChecked] = useState(false);
  const problem = replyProblem(reply);
  const send = useMutation({
    mutationFn: replyFeedbackCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackInboxKey }),
  });
  return (
    <form
      className={styles.replyForm}
      noValidate
      data-testid="bo-feedback-reply-form"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!problem) send.mutate({ id: row.id, reply: reply.trim() });
      }}
    >
      <label htmlFor={id}>{t('backoffice.feedbackInbox.replyLabel')}</label>
      <textarea
        id={id}
        rows={4}
        value={reply}
        aria-invalid={checked && problem ? true : undefined}
        onChange={(event) => {
          send.reset();
          setReply(event.target.value);
        }}
      />
      <p className={styles.count}>
        {t('backoffice.feedbackInbox.replyCount', {
          count: textLength(reply.trim()),
          max: feedbackLimits.replyMax,
        })}
      </p>
      {checked && problem ? (
        <p className={styles.error} role="alert">
          {t(problem)}
        </p>
      ) : null}
      <FormError message={send.isError ? errorText(t, send.error) : null} />
      {send.isSuccess ? (
        <p className={styles.saved} role="status">
          {t('backoffice.feedbackInbox.replied')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {t(
          row.reply === null ? 'backoffice.feedbackInbox.sendReply' : 'backoffice.feedbackInbox.changeReply',
        )}
      </button>
    </form>
  );
};
