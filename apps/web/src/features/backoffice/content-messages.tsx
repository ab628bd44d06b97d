import {
  type AdminMessageRow,
  type MessageSegment,
  messageTitleMax,
  sendAdminMessage,
} from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { dateTimeText } from '../../shared/format/date-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/page-state.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import table from '../../shared/ui/table.module.css';
import { type AdminSession, useAdminSession } from './admin-session-store.ts';
import styles from './content-messages.module.css';
import {
  messagesAdminKey,
  recipientCountCall,
  type SendMessageBody,
  sendMessageCall,
  sentMessagesCall,
} from './content-messages-calls.ts';
import { SelectField } from './games-parts.tsx';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';

// TipTap is large: it loads when an operator who may send opens this section
const MessageEditor = lazy(() =>
  import('./content-messages-editor.tsx').then((module) => ({ default: module.MessageEditor })),
);

/** Roles that send messages (the server's `messages.send` allow-list); the others read the list. */
const senderRoles: readonly AdminSession['role'][] = ['owner', 'support'];
const useMaySend = () =>
  useAdminSession((state) => (state.session ? senderRoles.includes(state.session.role) : false));

type Kind = MessageSegment['kind'];
const kinds: readonly Kind[] = ['player', 'vipLevel', 'agentTeam', 'lastLogin'];
type DraftField = 'title' | 'content' | 'segment';

interface Draft {
  title: string;
  content: string;
  kind: Kind;
  username: string;
  level: string;
  agent: string;
  days: string;
}
const emptyDraft: Draft = {
  title: '',
  content: '',
  kind: 'player',
  username: '',
  level: '1',
  agent: '',
  days: '7',
};

const segmentOf = (draft: Draft): unknown => {
  switch (draft.kind) {
    case 'player':
      return { kind: 'player', username: draft.username };
    case 'vipLevel':
      return { kind: 'vipLevel', level: Number(draft.level) };
    case 'agentTeam':
      return { kind: 'agentTeam', agent: draft.agent };
    case 'lastLogin':
      return { kind: 'lastLogin', days: Number(draft.days) };
  }
};

/** The draft checked with the contract's own schema: the body to send, or the fields in error. */
const checkDraft = (draft: Draft) => {
  const parsed = sendAdminMessage.body!.safeParse({
    title: draft.title,
    content: draft.content,
    segment: segmentOf(draft),
  });
  if (parsed.success) return { body: parsed.data as SendMessageBody, errors: {} };
  const errors: Partial<Record<DraftField, true>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as DraftField] = true;
  return { body: null, errors };
};

/** Who a sent message went to, in words. */
export const SegmentText = ({ segment }: { segment: MessageSegment }) => {
  const { t } = useTranslation();
  switch (segment.kind) {
    case 'player':
      return <>{t('backoffice.content.msg.to.player', { username: segment.username })}</>;
    case 'vipLevel':
      return <>{t('backoffice.content.msg.to.vipLevel', { level: segment.level })}</>;
    case 'agentTeam':
      return <>{t('backoffice.content.msg.to.agentTeam', { agent: segment.agent })}</>;
    case 'lastLogin':
      return <>{t('backoffice.content.msg.to.lastLogin', { count: segment.days })}</>;
  }
};

/** The segment's own input: a username, a VIP level or a number of days. */
const SegmentInput = ({
  draft,
  onChange,
  invalid,
}: {
  draft: Draft;
  onChange: (change: Partial<Draft>) => void;
  invalid: boolean;
}) => {
  const { t } = useTranslation();
  const error = invalid ? t('backoffice.content.msg.errors.segment') : undefined;
  switch (draft.kind) {
    case 'player':
      return (
        <Field
          label={t('backoffice.content.msg.username')}
          value={draft.username}
          autoComplete="off"
          maxLength={40}
          error={error}
          onChange={(event) => onChange({ username: event.target.value })}
        />
      );
    case 'agentTeam':
      return (
        <Field
          label={t('backoffice.content.msg.agent')}
          value={draft.agent}
          autoComplete="off"
          maxLength={40}
          error={error}
          onChange={(event) => onChange({ agent: event.target.value })}
        />
      );
    case 'vipLevel':
      return (
        <Field
          label={t('backoffice.content.msg.level')}
          type="number"
          min={0}
          max={99}
          value={draft.level}
          error={error}
          onChange={(event) => onChange({ level: event.target.value })}
        />
      );
    case 'lastLogin':
      return (
        <Field
          label={t('backoffice.content.msg.days')}
          type="number"
          min={1}
          max={365}
          value={draft.days}
          error={error}
          onChange={(event) => onChange({ days: event.target.value })}
        />
      );
  }
};

/** Compose, preview, then send after a confirmation that names how many players it reaches. */
const ComposeForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  // the editor starts again empty after a send
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<DraftField, true>>>({});
  const [preview, setPreview] = useState(false);
  const [confirm, setConfirm] = useState<{ body: SendMessageBody; count: number } | null>(null);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setConfirm(null);
    setSentTo(null);
  };
  const count = useMutation({
    mutationFn: async (body: SendMessageBody) => ({
      body,
      count: (await recipientCountCall(body.segment as MessageSegment)).count,
    }),
    onSuccess: setConfirm,
  });
  const send = useMutation({
    mutationFn: sendMessageCall,
    onSuccess: async (row) => {
      setConfirm(null);
      setSentTo(row.recipients);
      setDraft(emptyDraft);
      setEditorKey((key) => key + 1);
      setPreview(false);
      await queryClient.invalidateQueries({ queryKey: messagesAdminKey });
    },
  });
  const failure = count.error ?? send.error;
  const failureText =
    failure instanceof ApiError && failure.code === 'NOT_FOUND'
      ? t('backoffice.content.msg.errors.noAccount')
      : failure
        ? errorText(t, failure)
        : null;
  const ask = () => {
    const checked = checkDraft(draft);
    setErrors(checked.errors);
    send.reset();
    if (checked.body) count.mutate(checked.body);
  };
  return (
    <form
      className={styles.form}
      data-testid="bo-message-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <h3 className={styles.heading}>{t('backoffice.content.msg.compose')}</h3>
      <Field
        label={t('backoffice.content.msg.title')}
        value={draft.title}
        maxLength={messageTitleMax}
        error={errors.title ? t('backoffice.content.msg.errors.title', { max: messageTitleMax }) : undefined}
        onChange={(event) => change({ title: event.target.value })}
      />
      <div className={styles.bodyField}>
        <span className={styles.label}>{t('backoffice.content.msg.body')}</span>
        <Suspense fallback={<Spinner />}>
          <MessageEditor
            key={editorKey}
            label={t('backoffice.content.msg.body')}
            value={draft.content}
            invalid={Boolean(errors.content)}
            onChange={(content) => change({ content })}
          />
        </Suspense>
        {errors.content ? (
          <p className={styles.fieldError} role="alert">
            {t('backoffice.content.msg.errors.content')}
          </p>
        ) : null}
      </div>
      <div className={styles.segment}>
        <SelectField
          label={t('backoffice.content.msg.audience')}
          value={draft.kind}
          onChange={(value) => change({ kind: value as Kind })}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`backoffice.content.msg.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SegmentInput draft={draft} onChange={change} invalid={Boolean(errors.segment)} />
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button button-ghost" onClick={() => setPreview((shown) => !shown)}>
          {preview ? t('backoffice.content.msg.hidePreview') : t('backoffice.content.msg.preview')}
        </button>
        <button type="submit" className="button" disabled={count.isPending || send.isPending}>
          {t('backoffice.content.msg.send')}
        </button>
      </div>
      {preview ? (
        <section
          className={styles.preview}
          aria-label={t('backoffice.content.msg.preview')}
          data-testid="bo-message-preview"
        >
          <h4>{draft.title || t('backoffice.content.msg.untitled')}</h4>
          <div
            className={styles.previewBody}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's own draft, sanitized as the player's page will
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(draft.content) }}
          />
        </section>
      ) : null}
      {confirm ? (
        <div className={styles.confirm} role="alertdialog" aria-label={t('backoffice.content.msg.send')}>
          <p>
            {confirm.count > 0
              ? t('backoffice.content.msg.confirm', { count: confirm.count })
              : t('backoffice.content.msg.nobody')}
          </p>
          <div className={styles.buttons}>
            {confirm.count > 0 ? (
              <button
                type="button"
                className="button"
                disabled={send.isPending}
                onClick={() => send.mutate(confirm.body)}
              >
                {t('backoffice.content.msg.confirmYes')}
              </button>
            ) : null}
            <button type="button" className="button button-ghost" onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <FormError message={failureText} />
      {sentTo !== null ? (
        <p className={styles.sent} role="status">
          {t('backoffice.content.msg.sent', { count: sentTo })}
        </p>
      ) : null}
    </form>
  );
};

const SentRow = ({ row }: { row: AdminMessageRow }) => {
  const { i18n } = useTranslation();
  return (
    <tr data-testid={`bo-message-${row.id}`}>
      <td className={styles.titleCell}>{row.title}</td>
      <td>
        <SegmentText segment={row.segment} />
      </td>
      <td>{row.sender}</td>
      <td>{dateTimeText(row.createdAt, i18n.language)}</td>
      <td className={table.num}>{row.recipients}</td>
      <td className={table.num}>{row.reads}</td>
    </tr>
  );
};

/** Messages sent, newest first, with how many players each reached and how many have read it. */
const SentMessages = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const sent = useQuery({
    queryKey: [...messagesAdminKey, 'sent', page],
    queryFn: () => sentMessagesCall(page),
  });
  const query = { ...sent, data: sent.data?.rows };
  return (
    <>
      <h3 className={styles.heading}>{t('backoffice.content.msg.sentList')}</h3>
      <QueueState query={query} empty={t('backoffice.content.msg.none')}>
        <QueueTable
          testId="bo-messages"
          columns={[
            t('backoffice.content.msg.title'),
            t('backoffice.content.msg.audience'),
            t('backoffice.content.msg.sender'),
            t('backoffice.content.msg.sentAt'),
            { label: t('backoffice.content.msg.recipients'), num: true },
            { label: t('backoffice.content.msg.reads'), num: true },
          ]}
        >
          {(sent.data?.rows ?? []).map((row) => (
            <SentRow key={row.id} row={row} />
          ))}
        </QueueTable>
      </QueueState>
      <Pager page={page} pages={pageCount(sent.data)} onPage={setPage} />
    </>
  );
};

/** The content area's messages: owners and support write to one player or a segment; every role reads the list. */
export const ContentMessages = () => {
  const { t } = useTranslation();
  const maySend = useMaySend();
  return (
    <QueuePanel
      label={t('backoffice.content.messages')}
      testId="bo-content-messages"
      lead={t('backoffice.content.msg.lead')}
    >
      {maySend ? <ComposeForm /> : <p className={styles.hint}>{t('backoffice.content.msg.readOnly')}</p>}
      <SentMessages />
    </QueuePanel>
  );
};
