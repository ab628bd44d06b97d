import {
  type AdminMessageRow,
  isLanguageCode,
  type LanguageCode,
  type MessageSegment,
  messageTitleMax,
  sendAdminMessage,
} from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/page-state.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import table from '../../shared/ui/table.module.css';
import { useCan } from './admin-session-store.ts';
import { LanguageTabs, languageName } from './content-form-parts.tsx';
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

type Kind = MessageSegment['kind'];
const kinds: readonly Kind[] = ['player', 'vipLevel', 'agentTeam', 'lastLogin'];
/** field -> message: `titles.EN`, `contents.EN` per language, and `segment` */
type Errors = Record<string, string>;

interface Draft {
  titles: Record<string, string>;
  contents: Record<string, string>;
  kind: Kind;
  username: string;
  level: string;
  agent: string;
  days: string;
}
const emptyDraft: Draft = {
  titles: {},
  contents: {},
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

const filled = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim().length > 0));

/**
 * The draft checked as the server will, then with the contract's own schema: the body to send, or
 * the fields in error (per language). The default language needs a title and a text, and a
 * language with a text needs a title.
 */
const checkDraft = (draft: Draft, defaultLanguage: string, t: TFunction) => {
  const errors: Errors = {};
  const titles = filled(draft.titles);
  const contents = filled(draft.contents);
  if (!titles[defaultLanguage])
    errors[`titles.${defaultLanguage}`] = t('backoffice.content.msg.errors.titleRequired');
  if (!contents[defaultLanguage]) {
    errors[`contents.${defaultLanguage}`] = t('backoffice.content.msg.errors.contentRequired');
  }
  for (const code of Object.keys(contents)) {
    if (!titles[code]) errors[`titles.${code}`] = t('backoffice.content.msg.errors.titleForText');
  }
  const parsed = sendAdminMessage.body!.safeParse({ titles, contents, segment: segmentOf(draft) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, code] = issue.path.map(String);
      if (field === 'titles') {
        errors[`titles.${code ?? defaultLanguage}`] ??= t('backoffice.content.msg.errors.title', {
          max: messageTitleMax,
        });
      } else if (field === 'contents') {
        errors[`contents.${code ?? defaultLanguage}`] ??= t('backoffice.content.msg.errors.content');
      } else errors.segment = t('backoffice.content.msg.errors.segment');
    }
  }
  if (parsed.success && Object.keys(errors).length === 0)
    return { body: parsed.data as SendMessageBody, errors };
  return { body: null, errors };
};

/**
 * A refusal of the server names its field (`body.contents.EN: nothing left to show after
 * cleaning`, `body.titles.CN: needs a title`): the field on its language's tab, or null.
 */
const serverErrors = (error: unknown, t: TFunction): Errors | null => {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const found: Errors = {};
  for (const part of error.message.split('; ')) {
    const [, field, code, text = ''] =
      /^body\.(titles|contents|segment)(?:\.(\w+))?:\s*(.*)$/.exec(part) ?? [];
    if (!field) continue;
    if (field === 'segment') found.segment = t('backoffice.content.msg.errors.segment');
    else if (!code) continue;
    else if (/not offered/.test(text))
      found[`${field}.${code}`] = t('backoffice.content.msg.errors.notOffered');
    else if (/nothing left/.test(text))
      found[`${field}.${code}`] = t('backoffice.content.msg.errors.cleanedEmpty');
    else if (field === 'titles') found[`titles.${code}`] = t('backoffice.content.msg.errors.titleRequired');
    else found[`contents.${code}`] = t('backoffice.content.msg.errors.contentRequired');
  }
  return Object.keys(found).length > 0 ? found : null;
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
  error,
}: {
  draft: Draft;
  onChange: (change: Partial<Draft>) => void;
  error: string | undefined;
}) => {
  const { t } = useTranslation();
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

/**
 * Compose (a title and rich text per language of the merchant, a tab each, with a preview of the
 * sanitized HTML as players get it), then send after a confirmation that names how many players
 * it reaches.
 */
const ComposeForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const brand = useStatus().data?.info.brand;
  const defaultLanguage = brand?.defaultLanguage ?? 'EN';
  const languages = [...new Set([defaultLanguage, ...(brand?.languages ?? [])])].filter(isLanguageCode);
  const [language, setLanguage] = useState<string>(defaultLanguage);
  // the languages may arrive after the first render: the default is the first tab
  const shown = languages.includes(language as LanguageCode) ? language : defaultLanguage;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  // the editors start again empty after a send
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState(false);
  const [confirm, setConfirm] = useState<{ body: SendMessageBody; count: number } | null>(null);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const change = (next: (current: Draft) => Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next(current) }));
    setConfirm(null);
    setSentTo(null);
  };
  /** one language's title or text; the editor keeps this function from its first render, so it reads the draft afresh */
  const changeText = (field: 'titles' | 'contents', code: string, text: string) =>
    change((current) => ({ [field]: { ...current[field], [code]: text } }));
  const showErrors = (found: Errors) => {
    setErrors(found);
    // show the first language with a problem
    const wrong = languages.find((code) => found[`titles.${code}`] || found[`contents.${code}`]);
    if (wrong && !(found[`titles.${shown}`] || found[`contents.${shown}`])) setLanguage(wrong);
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
      setLanguage(defaultLanguage);
      await queryClient.invalidateQueries({ queryKey: messagesAdminKey });
    },
    onError: (error) => {
      setConfirm(null);
      const found = serverErrors(error, t);
      if (found) showErrors(found);
    },
  });
  const failure = count.error ?? send.error;
  const fieldRefusal = Boolean(serverErrors(failure, t));
  const failureText =
    failure instanceof ApiError && failure.code === 'NOT_FOUND'
      ? t('backoffice.content.msg.errors.noAccount')
      : failure && !fieldRefusal
        ? errorText(t, failure)
        : null;
  const ask = () => {
    const checked = checkDraft(draft, defaultLanguage, t);
    showErrors(checked.errors);
    send.reset();
    if (checked.body) count.mutate(checked.body);
  };
  const titleError = errors[`titles.${shown}`];
  const contentError = errors[`contents.${shown}`];
  const name = languageName(shown);
  const previewHtml = DOMPurify.sanitize(draft.contents[shown] ?? '');
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
      <p className={styles.lead}>
        {t('backoffice.content.msg.languagesLead', { language: languageName(defaultLanguage) })}
      </p>
      <LanguageTabs
        languages={languages}
        defaultLanguage={defaultLanguage}
        selected={shown as LanguageCode}
        onSelect={setLanguage}
        hasError={(code) => Boolean(errors[`titles.${code}`] || errors[`contents.${code}`])}
      />
      <div className={styles.language} key={`${editorKey}-${shown}`} data-testid="bo-message-language">
        <Field
          label={t('backoffice.content.msg.titleIn', { language: name })}
          value={draft.titles[shown] ?? ''}
          maxLength={messageTitleMax}
          error={titleError}
          onChange={(event) => changeText('titles', shown, event.target.value)}
        />
        <div className={styles.bodyField}>
          <span className={styles.label} aria-hidden="true">
            {t('backoffice.content.msg.bodyIn', { language: name })}
          </span>
          <Suspense fallback={<Spinner />}>
            <MessageEditor
              label={t('backoffice.content.msg.bodyIn', { language: name })}
              value={draft.contents[shown] ?? ''}
              invalid={Boolean(contentError)}
              onChange={(html) => changeText('contents', shown, html)}
            />
          </Suspense>
          {contentError ? (
            <p className={styles.fieldError} role="alert">
              {contentError}
            </p>
          ) : null}
        </div>
        {preview ? (
          <section
            className={styles.preview}
            aria-label={t('backoffice.content.msg.previewIn', { language: name })}
            data-testid="bo-message-preview"
          >
            <p className={styles.hint}>{t('backoffice.content.msg.previewLead', { language: name })}</p>
            <h4>
              {draft.titles[shown] || draft.titles[defaultLanguage] || t('backoffice.content.msg.untitled')}
            </h4>
            {previewHtml ? (
              <div
                className={styles.previewBody}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's own draft, sanitized as the player's page will
                dangerouslySetInnerHTML={{ __html: previewHtml }}
              />
            ) : (
              <p className={styles.hint}>{t('backoffice.content.msg.noText')}</p>
            )}
          </section>
        ) : null}
      </div>
      <div className={styles.segment}>
        <SelectField
          label={t('backoffice.content.msg.audience')}
          value={draft.kind}
          onChange={(value) => change(() => ({ kind: value as Kind }))}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`backoffice.content.msg.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SegmentInput draft={draft} onChange={(next) => change(() => next)} error={errors.segment} />
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button button-ghost" onClick={() => setPreview((open) => !open)}>
          {preview ? t('backoffice.content.msg.hidePreview') : t('backoffice.content.msg.preview')}
        </button>
        <button type="submit" className="button" disabled={count.isPending || send.isPending}>
          {t('backoffice.content.msg.send')}
        </button>
      </div>
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
  const formats = useFormats();
  return (
    <tr data-testid={`bo-message-${row.id}`}>
      <td className={styles.titleCell}>
        {row.title}
        <span className={styles.languages}>{Object.keys(row.titles).join(' · ')}</span>
      </td>
      <td>
        <SegmentText segment={row.segment} />
      </td>
      <td>{row.sender}</td>
      <td>{formats.dateTime(row.createdAt)}</td>
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
  const maySend = useCan('messages.send');
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
