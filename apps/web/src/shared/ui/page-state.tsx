import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import styles from './page-state.module.css';

export const Spinner = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label ?? t('common.loading')}</span>
    </div>
  );
};

export const EmptyState = ({ title, children }: { title: string; children?: ReactNode }) => (
  <div className={styles.center}>
    <div className={styles.emptyIcon} aria-hidden="true">
      ◇
    </div>
    <p className={styles.emptyTitle}>{title}</p>
    {children}
  </div>
);

export const ErrorState = ({ message, onRetry }: { message: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="alert">
      <p className={styles.emptyTitle}>{message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
};

/**
 * What a query shows besides its data: the spinner while its call runs, the error with a retry once
 * it failed (a spinner left after a failed call would turn forever), nothing otherwise.
 */
export const AwaitingData = ({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) => {
  const { t } = useTranslation();
  if (query.isError)
    return <ErrorState message={errorText(t, query.error)} onRetry={() => void query.refetch()} />;
  return query.isPending ? <Spinner /> : null;
};
