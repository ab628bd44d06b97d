import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { FormError } from '../../shared/ui/field.tsx';
import { AwaitingData, EmptyState } from '../../shared/ui/page-state.tsx';
import styles from './invite-friends-page.module.css';
import { createReferralCodeCall, invitationLink, referralQuery } from './referral-calls.ts';

/** The link drawn as a QR code, for a friend beside the player to scan. */
const LinkQr = ({ link }: { link: string }) => {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { width: 148, margin: 1 })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        // no picture: the link and code beside it still work
      });
    return () => {
      live = false;
    };
  }, [link]);
  return src ? <img className={styles.qr} src={src} alt={t('referral.qr')} width={148} height={148} /> : null;
};

/**
 * Invite friends (spec §2 referral; docs/invite-friends.md): an agent's invitation code and link,
 * which registrations join their team with, as text to copy or share and as a QR code, and the
 * friends who joined. A player's account does not invite; an agent without a code makes one here.
 */
export const InviteFriendsPage = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const query = useQuery(referralQuery());
  const create = useMutation({
    mutationFn: createReferralCodeCall,
    onSuccess: (value) => queryClient.setQueryData(referralQuery().queryKey, value),
  });
  const referral = query.data;
  if (!referral) return <AwaitingData query={query} />;
  if (!referral.canInvite) {
    return (
      <EmptyState title={t('referral.notAgentTitle')}>
        <p className={styles.hint}>{t('referral.notAgentBody')}</p>
      </EmptyState>
    );
  }
  if (!referral.code) {
    return (
      <EmptyState title={t('referral.noCodeTitle')}>
        <FormError message={create.error ? errorText(t, create.error) : null} />
        <button type="button" className="button" disabled={create.isPending} onClick={() => create.mutate()}>
          {t('referral.createCode')}
        </button>
      </EmptyState>
    );
  }
  const link = invitationLink(referral.code);
  const canShare = typeof navigator.share === 'function';
  return (
    <div className={styles.page} data-testid="invite-friends">
      <div className={styles.invite}>
        <dl className={styles.values}>
          <div>
            <dt>{t('referral.code')}</dt>
            <dd>
              <code data-testid="referral-code">{referral.code}</code>
              <CopyButton value={referral.code} />
            </dd>
          </div>
          <div>
            <dt>{t('referral.link')}</dt>
            <dd>
              <code data-testid="referral-link">{link}</code>
              <CopyButton value={link} />
              {canShare ? (
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() =>
                    navigator.share({ title: t('referral.shareTitle'), url: link }).catch(() => {})
                  }
                >
                  {t('referral.share')}
                </button>
              ) : null}
            </dd>
          </div>
          <p className={styles.hint}>{t('referral.hint')}</p>
        </dl>
        <LinkQr link={link} />
      </div>
      <section className={styles.friends} aria-labelledby="referral-friends">
        <h4 id="referral-friends">{t('referral.friends', { count: referral.invitedCount })}</h4>
        {referral.recent.length === 0 ? (
          <p className={styles.hint}>{t('referral.noFriends')}</p>
        ) : (
          <ol>
            {referral.recent.map((friend) => (
              <li key={friend.account}>
                <span>{friend.account}</span>
                <time dateTime={friend.regDate}>{formats.date(friend.regDate)}</time>
              </li>
            ))}
          </ol>
        )}
        {referral.invitedCount > referral.recent.length ? (
          <p className={styles.hint}>{t('referral.latestOnly', { count: referral.recent.length })}</p>
        ) : null}
      </section>
    </div>
  );
};
