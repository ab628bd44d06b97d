import { memberNoteMax as noteMax } from '@croupier/contract';
import { textLength } from '@croupier/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { useCan } from './admin-session-store.ts';
import boStyles from './back-office.module.css';
import styles from './member-notes.module.css';
import { addMemberNoteCall, memberNotesCall, membersKey } from './members-calls.ts';

/**
 * Operators' notes on an account, newest first, and a box to add one: what a caller said, what was
 * checked, why a withdrawal waited. Notes are kept as written; there is nothing to edit or delete.
 */
export const MemberNotes = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const mayWrite = useCan('members.note');
  const fieldId = useId();
  const n = (key: string, options?: Record<string, unknown>) => t(`backoffice.members.notes.${key}`, options);
  const key = [...membersKey, 'notes', id];
  const notes = useQuery({ queryKey: key, queryFn: () => memberNotesCall(id) });
  const add = useMutation({
    mutationFn: (body: string) => addMemberNoteCall({ memberId: id, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const { register, handleSubmit, formState, reset, watch } = useForm({ defaultValues: { body: '' } });
  const length = textLength(watch('body').trim());
  const submit = handleSubmit(async ({ body }) => {
    await add.mutateAsync(body.trim()).then(
      () => reset(),
      () => undefined,
    );
  });
  return (
    <section aria-label={n('title')} data-testid="bo-member-notes">
      <h3>{n('title')}</h3>
      <p className={styles.lead}>{n('lead')}</p>
      {mayWrite ? (
        <form onSubmit={submit} noValidate className={styles.form}>
          <div className={boStyles.textField}>
            <label htmlFor={fieldId}>{n('label')}</label>
            <textarea
              id={fieldId}
              rows={3}
              aria-invalid={formState.errors.body ? true : undefined}
              {...register('body', {
                onChange: () => add.reset(),
                validate: (value) => {
                  const size = textLength(value.trim());
                  if (size === 0) return n('empty');
                  return size <= noteMax || n('tooLong', { max: noteMax });
                },
              })}
            />
          </div>
          <p className={styles.count}>{n('count', { count: length, max: noteMax })}</p>
          <FormError
            message={formState.errors.body?.message ?? (add.isError ? errorText(t, add.error) : null)}
          />
          {add.isSuccess ? (
            <p className={styles.saved} role="status">
              {n('added')}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={add.isPending}>
            {n('add')}
          </button>
        </form>
      ) : null}
      {notes.isPending ? (
        <Spinner />
      ) : notes.isError ? (
        <ErrorState message={errorText(t, notes.error)} onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <p className={styles.lead}>{n('none')}</p>
      ) : (
        <ol className={styles.list}>
          {notes.data.map((note) => (
            <li key={note.id} className={styles.note} data-testid={`bo-member-note-${note.id}`}>
              <p className={styles.head}>
                <strong>{note.author ?? n('gone')}</strong>
                <time dateTime={note.createdAt}>{formats.dateTime(note.createdAt)}</time>
              </p>
              <p className={styles.text}>{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
