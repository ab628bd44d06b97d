import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { balanceQuery } from '../../shared/api/balance-query.ts';
import { consolidatedQuery } from '../../shared/api/consolidated-query.ts';
import { merchantWalletQuery } from '../../shared/api/merchant-wallet-query.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { compactMoneyText, moneyText } from '../../shared/format/money-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { UnreadBadge } from '../messages/unread-badge.tsx';
import styles from './account-block.module.css';
import { logoutCall, memberIconQuery, memberInfoQuery } from './api/auth-calls.ts';
import { HeaderBalance } from './header-balance.tsx';
import { useIsTrial, useOpenMemberCentre } from './use-open-member-centre.ts';

/** The header's logged-in block: balance with refresh, deposit, member centre, agent centre for agents. */
export const AccountBlock = () => {
  const { t, i18n } = useTranslation();
  const { token, isAgent } = useSession();
  const brand = useStatus().data?.info.brand;
  const openMemberCentre = useOpenMemberCentre();
  const info = useQuery(memberInfoQuery(token));
  const icon = useQuery(memberIconQuery(token)).data?.iconUrl;
  const balance = useQuery(balanceQuery(token));
  const show = useModals((state) => state.show);
  const isTrial = useIsTrial();
  // a trial account loads no consolidated data (spec §4): nothing is asked until the account is known
  const consolidated = useQuery(consolidatedQuery(token, isTrial === false));
  const isSingleWallet = useQuery(merchantWalletQuery(token)).data?.isSingle;
  const symbol = brand?.currencySymbol ?? '';
  // a failed read says so (the ⟳ beside it reads again) rather than "Updating…" for ever
  const failed = balance.isError && !balance.data;
  const amount = balance.data
    ? moneyText(balance.data.sumBalance, symbol, i18n.language)
    : failed
      ? '—'
      : t('header.updating');
  const shortAmount = balance.data
    ? compactMoneyText(balance.data.sumBalance, symbol, i18n.language)
    : undefined;
  return (
    <div className={styles.block} data-testid="account-block">
      <span className={styles.account} data-testid="account-name">
        {info.data?.nickname ?? info.data?.account ?? ''}
      </span>
      <HeaderBalance
        full={amount}
        compact={shortAmount}
        failure={failed ? t('header.balanceFailed') : undefined}
      />
      <button
        type="button"
        className={styles.icon}
        aria-label={t('header.refresh')}
        onClick={() => void balance.refetch()}
      >
        ⟳
      </button>
      {isSingleWallet === false ? (
        <button
          type="button"
          className={`${styles.icon} ${styles.optional}`}
          aria-label={t('consolidate.title')}
          onClick={() => show('consolidateModal')}
        >
          ⇊
        </button>
      ) : null}
      {(consolidated.data?.funds.awaitingReceipt ?? 0) > 0 ? (
        <button
          type="button"
          className={`button button-ghost ${styles.receipt}`}
          data-testid="awaiting-receipt"
          title={t('header.confirmReceipt', { count: consolidated.data?.funds.awaitingReceipt })}
          onClick={() => openMemberCentre('withdraw')}
        >
          {/* beside the full navigation and on a phone the words give way to a tick and the count; the words stay for screen readers */}
          <span className={styles.receiptLabel}>
            {t('header.confirmReceipt', { count: consolidated.data?.funds.awaitingReceipt })}
          </span>
          <span className={styles.receiptShort} aria-hidden="true">
            ✓{consolidated.data?.funds.awaitingReceipt}
          </span>
        </button>
      ) : null}
      <button
        type="button"
        className={`button ${styles.deposit}`}
        onClick={() => openMemberCentre('depositv2')}
      >
        {t('side.deposit')}
      </button>
      <span className={styles.memberCentre}>
        <button
          type="button"
          className={styles.icon}
          aria-label={t('side.memberCentre')}
          onClick={() => openMemberCentre('securityCenter')}
        >
          {/* the account's own avatar once it arrives; the glyph until then, or if it fails */}
          {icon ? <img className={styles.avatar} src={icon} alt="" width={32} height={32} /> : '☺'}
        </button>
        <UnreadBadge />
      </span>
      {isAgent && isTrial !== true ? (
        <a className={`button button-ghost ${styles.agent}`} href="/agentHome">
          {t('header.agent')}
        </a>
      ) : null}
    </div>
  );
};

/** Logout asks first; then the session ends on the server and here, keeping the merchant, and home opens. */
export const LogoutConfirm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hide = useModals((state) => state.hide);
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    await logoutCall().catch(() => undefined);
    useSession.getState().signOut();
    hide();
    void navigate('/');
  };
  return (
    <Modal
      title={t('side.logout')}
      onClose={hide}
      testId="logout-confirm"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={hide}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={leave}>
            {t('common.confirm')}
          </button>
        </>
      }
    >
      <p>{t('auth.logoutQuestion')}</p>
    </Modal>
  );
};
