import { useTranslation } from 'react-i18next';
import { askToLogIn } from '../../shared/session/require-login.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { EmptyState } from '../../shared/ui/page-state.tsx';
import { useOpenDoors } from '../auth/use-open-doors.ts';
import styles from './feedback.module.css';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackList } from './feedback-list.tsx';

/**
 * /feedback: the form beside the player's earlier feedback and the answers. A visitor reads what
 * the page is for and is asked to log in: feedback is always from a known player.
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const show = useModals((state) => state.show);
  const doors = useOpenDoors();
  return (
    <section className={styles.page} data-testid="feedback-page">
      <h1>{t('feedback.title')}</h1>
      <p className={styles.lead}>{t('feedback.lead')}</p>
      {isLogin ? (
        <div className={styles.columns}>
          <div className={styles.card}>
            <h2>{t('feedback.new')}</h2>
            <FeedbackForm />
          </div>
          <div className={styles.card}>
            <h2>{t('feedback.mine')}</h2>
            <FeedbackList />
          </div>
        </div>
      ) : (
        <EmptyState title={t('auth.pleaseLogin')}>
          <div className={styles.visitorActions}>
            <button type="button" className="button" onClick={() => askToLogIn()}>
              {t('feedback.logIn')}
            </button>
            {doors.registration ? (
              <button type="button" className="button button-ghost" onClick={() => show('registerModal')}>
                {t('auth.register')}
              </button>
            ) : null}
          </div>
        </EmptyState>
      )}
    </section>
  );
}
