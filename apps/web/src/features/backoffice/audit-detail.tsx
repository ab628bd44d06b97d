import styles from './audit-log.module.css';

/** The catalogue key of an action's name (i18next reads ':' as a namespace, so `code_sent:login` → `code_sent_login`). */
export const actionLabelKey = (action: string) => `backoffice.audit.actions.${action.replaceAll(':', '_')}`;

/** Longer than this, a detail shows its first part and opens to the whole. */
const shortLength = 80;

/**
 * A row's detail as `key: value` pairs, the acting operator (its own column) left out. A long one,
 * such as a setting's before and after, opens to the whole, laid out.
 */
export const AuditDetail = ({ detail }: { detail: Record<string, unknown> }) => {
  const shown = Object.entries(detail).filter(([key]) => key !== 'adminId');
  if (shown.length === 0) return <>—</>;
  const line = shown
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
  if (line.length <= shortLength) return <code className={styles.detail}>{line}</code>;
  return (
    <details className={styles.long}>
      <summary>
        <code className={styles.detail}>{line.slice(0, shortLength)}…</code>
      </summary>
      <pre className={styles.whole}>{JSON.stringify(Object.fromEntries(shown), null, 2)}</pre>
    </details>
  );
};
