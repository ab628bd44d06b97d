import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { useIsTrial } from '../auth/use-open-member-centre.ts';
import { unreadCountQuery } from './api/unread.ts';
import styles from './unread-badge.module.css';

/**
 * The header's unread count (spec §3 unreadMessage), on the member-centre button's corner while
 * there is something unread; it opens the member centre on the messages.
 */
export const UnreadBadge = () => {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  // a trial account has no messages to read (spec §4): nothing is asked until the account is known
  const isTrial = useIsTrial();
  const count =
    useQuery({ ...unreadCountQuery, enabled: Boolean(token) && isTrial === false }).data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <button
      type="button"
      className={styles.badge}
      data-testid="unread-badge"
      aria-label={t('messages.badge', { count })}
      title={t('messages.badge', { count })}
      onClick={() => openMemberCentre('messageV2')}
    >
      {count > 99 ? '99+' : count}
    </button>
  );
};
