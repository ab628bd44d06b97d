import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageSelect } from '../../shared/ui/language-select.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { AdjustmentApprovals } from './adjustment-approvals.tsx';
import { useAdminSession } from './admin-session-store.ts';
import { AuditLog } from './audit-log.tsx';
import styles from './back-office.module.css';
import { operatorSignOut } from './backoffice-calls.ts';
import { BalanceAdjustment } from './balance-adjustment.tsx';
import { CashierSettings } from './cashier-settings.tsx';
import { ContentArea } from './content-area.tsx';
import { DepositExceptions } from './deposit-exceptions.tsx';
import { DepositQueue } from './deposit-queue.tsx';
import { GamesArea } from './games-area.tsx';
import { OwnAccount } from './own-account.tsx';
import { RegisterSettingsPanel } from './register-settings.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SiteSettings } from './site-settings.tsx';
import { VendorTransfers } from './vendor-transfers.tsx';
import { WithdrawalQueue } from './withdrawal-queue.tsx';

/** The back office's tabs, in the bar's order; the first is where an operator lands. */
const tabs = [
  'withdrawals',
  'deposits',
  'paidAfterCancel',
  'adjustment',
  'adjustmentApprovals',
  'settings',
  'siteSettings',
  'vendorTransfers',
  'games',
  'content',
  'registration',
  'audit',
  'account',
] as const;
type Tab = (typeof tabs)[number];

/** Tabs of an area with texts of its own: their name is its `.tab` text. */
const areaTabs = new Set<Tab>(['games', 'registration', 'content', 'audit', 'account']);

const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/** /backoffice: the operators' console for the cashier queues and balance adjustments. */
export const BackOfficePage = () => {
  const { t } = useTranslation();
  const session = useAdminSession((state) => state.session);
  // the tab lives in the address (?tab=), so a reload, a bookmark or Back keeps the operator's place
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : tabs[0];
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <h1 className={styles.barTitle}>{t('backoffice.title')}</h1>
        <div className={styles.barEnd}>
          <LanguageSelect />
          {session ? (
            <>
              <span className={styles.muted}>
                {session.username} · {t(`backoffice.roles.${session.role}`)}
              </span>
              <button type="button" className="button button-ghost" onClick={() => void operatorSignOut()}>
                {t('backoffice.signOut')}
              </button>
            </>
          ) : null}
        </div>
      </header>
      <main className={styles.main}>
        {session ? (
          <>
            <TabBar
              tabs={tabs.map((value) => ({
                value,
                label: t(areaTabs.has(value) ? `backoffice.${value}.tab` : `backoffice.${value}`),
              }))}
              selected={tab}
              onSelect={(value) => setParams({ tab: value })}
              wrap
            />
            {tab === 'deposits' ? <DepositQueue /> : null}
            {tab === 'paidAfterCancel' ? <DepositExceptions /> : null}
            {tab === 'withdrawals' ? <WithdrawalQueue /> : null}
            {tab === 'adjustment' ? <BalanceAdjustment /> : null}
            {tab === 'adjustmentApprovals' ? <AdjustmentApprovals /> : null}
            {tab === 'settings' ? <CashierSettings /> : null}
            {tab === 'siteSettings' ? <SiteSettings /> : null}
            {tab === 'vendorTransfers' ? <VendorTransfers /> : null}
            {tab === 'games' ? <GamesArea /> : null}
            {tab === 'content' ? <ContentArea /> : null}
            {tab === 'registration' ? <RegisterSettingsPanel /> : null}
            {tab === 'audit' ? <AuditLog /> : null}
            {tab === 'account' ? <OwnAccount /> : null}
          </>
        ) : (
          <SignInForm />
        )}
      </main>
    </div>
  );
};

export default BackOfficePage;
