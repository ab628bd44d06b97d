import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { useAdminSession } from './admin-session-store.ts';
import styles from './own-account.module.css';
import { ownAccountCall, ownAccountKey } from './own-account-calls.ts';
import { OwnActivity } from './own-activity.tsx';
import { OwnAuthenticator } from './own-authenticator.tsx';
import { OwnPasswordForm } from './own-password-form.tsx';
import { QueuePanel } from './queue-parts.tsx';

/** My account: the signed-in operator's own password and authenticator, whatever their role. */
export const OwnAccount = () => {
  const { t } = useTranslation();
  const account = useQuery({ queryKey: ownAccountKey, queryFn: ownAccountCall });
  const changeDue = useAdminSession((state) => state.session?.passwordChangeDue === true);
  const data = account.data;
  return (
    <QueuePanel label={t('backoffice.account.tab')} testId="bo-account" lead={t('backoffice.account.lead')}>
      {changeDue ? (
        <p role="status" className={styles.due} data-testid="bo-own-change-due">
          {t('backoffice.account.changeDue')}
        </p>
      ) : null}
      {account.isPending ? <Spinner /> : null}
      {account.isError ? (
        <ErrorState message={errorText(t, account.error)} onRetry={() => void account.refetch()} />
      ) : null}
      {data ? (
        <>
          <p data-testid="bo-own-identity">
            {t('backoffice.account.signedInAs', {
              username: data.username,
              role: t(`backoffice.roles.${data.role}`),
            })}
          </p>
          <div className={styles.columns}>
            <OwnPasswordForm username={data.username} />
            <OwnAuthenticator account={data} />
          </div>
          <OwnActivity />
        </>
      ) : null}
    </QueuePanel>
  );
};
