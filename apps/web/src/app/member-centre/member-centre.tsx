import { isFlagOn } from '@croupier/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../features/auth/api/auth-calls.ts';
import { ContactForm } from '../../features/auth/contact-form.tsx';
import { RealNameForm } from '../../features/auth/real-name-form.tsx';
import { DepositPage } from '../../features/cashier/deposit-page.tsx';
import { WithdrawPage } from '../../features/cashier/withdraw-page.tsx';
import { BettingRecordPage } from '../../features/games/betting-record-page.tsx';
import { MessagesPage } from '../../features/messages/messages-page.tsx';
import { ProfitPage } from '../../features/wallet/profit-page.tsx';
import { RecordsPage } from '../../features/wallet/records-page.tsx';
import { TransferFundPage } from '../../features/wallet/transfer-fund-page.tsx';
import { TransferUplinePage } from '../../features/wallet/transfer-upline-page.tsx';
import { useWhitelabel } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { AwaitingData, Spinner } from '../../shared/ui/page-state.tsx';
import { useItemInView } from '../../shared/ui/use-item-in-view.ts';
import styles from './member-centre.module.css';

// the QR code library loads only when a player sets up an authenticator
const AuthenticatorForm = lazy(() =>
  import('../../features/auth/authenticator-form.tsx').then((m) => ({ default: m.AuthenticatorForm })),
);

// the invite page draws a QR code: it and its library load when the page is opened
const InviteFriendsPage = lazy(() =>
  import('../../features/referral/invite-friends-page.tsx').then((m) => ({ default: m.InviteFriendsPage })),
);

/** spec §2: the member centre's menu, in order; transferUpline only for members allowed to use it */
const pages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

/** An email may wrap after its @ (`de***@` / `croupier.example`) before anywhere else in it. */
const breakAfterAt = (value: string) => {
  const at = value.indexOf('@');
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
};

const SecurityCenter = () => {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const show = useModals((state) => state.show);
  const formats = useFormats();
  const [editing, setEditing] = useState<'sms' | 'email' | 'authenticator' | null>(null);
  // read again on opening: an operator may have changed the account (its real name, say) since sign-in
  const infoQuery = useQuery({ ...memberInfoQuery(token), refetchOnMount: 'always' });
  const info = infoQuery.data;
  if (!info) return <AwaitingData query={infoQuery} />;
  // a bound mobile or email is changed, a missing one bound, from its own card
  const cardAction = (form: NonNullable<typeof editing>, label: string) => (
    <button
      type="button"
      className={styles.cardAction}
      aria-expanded={editing === form}
      onClick={() => setEditing(form)}
    >
      {label}
    </button>
  );
  const contactAction = (channel: 'sms' | 'email', bound: string | null) =>
    cardAction(
      channel,
      t(`mc.contact.${bound ? 'change' : 'bind'}${channel === 'sms' ? 'Mobile' : 'Email'}`),
    );
  const rows: [string, string, React.ReactNode?][] = [
    [t('mc.account'), info.account],
    [t('mc.nickname'), info.nickname],
    [t('mc.vip'), `${info.clubLabel.labelName}`],
    [t('mc.registered'), formats.date(info.regDate)],
    [t('auth.mobile'), info.mobileNum ?? t('mc.notSet'), contactAction('sms', info.mobileNum)],
    [t('auth.fields.email'), info.email ?? t('mc.notSet'), contactAction('email', info.email)],
    [t('mc.realName'), info.realName ?? t('mc.notSet')],
    [
      t('mc.authenticator.label'),
      t(info.hasAuthenticator ? 'mc.authenticator.on' : 'mc.authenticator.off'),
      cardAction(
        'authenticator',
        t(info.hasAuthenticator ? 'mc.authenticator.remove' : 'mc.authenticator.setUp'),
      ),
    ],
  ];
  return (
    <div>
      <dl className={styles.details}>
        {rows.map(([label, value, action]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{breakAfterAt(value)}</dd>
            {action}
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => show('changePassModal')}>
          {t('auth.changePassword')}
        </button>
        {editing === 'authenticator' ? (
          <Suspense fallback={<Spinner />}>
            <AuthenticatorForm info={info} onClose={() => setEditing(null)} />
          </Suspense>
        ) : editing ? (
          <ContactForm key={editing} channel={editing} info={info} onClose={() => setEditing(null)} />
        ) : null}
        {info.realName === null ? <RealNameForm /> : null}
      </div>
    </div>
  );
};

const Soon = () => {
  const { t } = useTranslation();
  return <p className={styles.soon}>{t('common.comingSoonBody')}</p>;
};

/** The pages that exist so far; the rest of the menu says they are coming. */
const builtPages: Record<string, () => React.ReactNode> = {
  securityCenter: () => <SecurityCenter />,
  transferFund: () => <TransferFundPage />,
  depositv2: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  transferUpline: () => <TransferUplinePage />,
  personalHistoryCopy: () => <BettingRecordPage />,
  transactionHistory: () => <RecordsPage />,
  personalProfit: () => <ProfitPage />,
  bonusDetails: () => <RecordsPage source="bonus" />,
  referral: () => (
    <Suspense fallback={<Spinner />}>
      <InviteFriendsPage />
    </Suspense>
  ),
  messageV2: () => <MessagesPage />,
};

/** The member centre overlay: menu left, the chosen page right. */
export const MemberCentre = () => {
  const { t } = useTranslation();
  const { hide, mcPage, openMemberCentre } = useModals();
  const token = useSession((state) => state.token);
  const info = useQuery(memberInfoQuery(token)).data;
  const flags = useWhitelabel().data;
  const visible = pages.filter((page) => {
    if (page === 'transferUpline') return info?.toUpline === '1' && info.type !== 2;
    // spec §2: referral "if enabled", as in the side menu
    if (page === 'referral') return isFlagOn(flags, 'REFERRAL3');
    return true;
  });
  const current = (visible as readonly string[]).includes(mcPage) ? mcPage : 'securityCenter';
  // on a phone the menu is one sideways row: the open page's tab is kept in sight
  const menu = useRef<HTMLUListElement>(null);
  useItemInView(menu, `[data-page="${current}"]`);
  return (
    <Modal title={t('side.memberCentre')} onClose={hide} wide testId="member-centre">
      <div className={styles.layout}>
        <nav aria-label={t('side.memberCentre')} className={styles.menuRow}>
          <ul className={styles.menu} ref={menu}>
            {visible.map((page) => (
              <li key={page}>
                <button
                  type="button"
                  aria-current={page === current}
                  data-page={page}
                  onClick={() => openMemberCentre(page)}
                >
                  {t(`mc.menu.${page}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.page} aria-label={t(`mc.menu.${current}`)}>
          <h3>{t(`mc.menu.${current}`)}</h3>
          {builtPages[current]?.() ?? <Soon />}
        </section>
      </div>
    </Modal>
  );
};
