import { can, type OperatorRole, type Permission } from '@croupier/contract';
import { useEffect } from 'react';
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
import { Members } from './members.tsx';
import { Operators } from './operators.tsx';
import { OwnAccount } from './own-account.tsx';
import { RegisterSettingsPanel } from './register-settings.tsx';
import { ReportsArea } from './reports-area.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SiteSettings } from './site-settings.tsx';
import { VendorTransfers } from './vendor-transfers.tsx';
import { WithdrawalQueue } from './withdrawal-queue.tsx';

/**
 * The back office's tabs, in the bar's order, each with the permission that opens it: an operator
 * sees only the tabs their role may read (the contract's allow-list, which the server checks on
 * every call). The first one shown is where an operator lands.
 */
const tabPermissions = {
  withdrawals: 'cashier.read',
  deposits: 'cashier.read',
  paidAfterCancel: 'cashier.read',
  adjustment: 'balance.adjust',
  adjustmentApprovals: 'balance.approve',
  members: 'members.find',
  reports: 'reports.read',
  settings: 'cashier.read',
  siteSettings: 'merchant.settings',
  vendorTransfers: 'vendorTransfers.read',
  games: 'games.read',
  content: 'content.read',
  registration: 'site.register',
  operators: 'operators.manage',
  audit: 'audit.read',
  account: 'account.own',
} as const satisfies Record<string, Permission>;
type Tab = keyof typeof tabPermissions;
const tabs = Object.keys(tabPermissions) as Tab[];

/**
 * The tabs an operator may open, in the bar's order: their role's, or only My account while the
 * password is one an owner gave (the server refuses the rest until it is replaced).
 */
export const tabsOf = (session: { role: OperatorRole; passwordChangeDue?: boolean | undefined }): Tab[] =>
  session.passwordChangeDue ? ['account'] : tabs.filter((tab) => can(session.role, tabPermissions[tab]));

/** Tabs of an area with texts of its own: their name is its `.tab` text. */
const areaTabs = new Set<Tab>([
  'games',
  'registration',
  'content',
  'members',
  'reports',
  'operators',
  'audit',
  'account',
]);

/** /backoffice: the operators' console for the cashier queues and balance adjustments. */
export const BackOfficePage = () => {
  const { t } = useTranslation();
  const session = useAdminSession((state) => state.session);
  // the tab lives in the address (?tab=), so a reload, a bookmark or Back keeps the operator's place
  const [params, setParams] = useSearchParams();
  const shown = session ? tabsOf(session) : [];
  const asked = params.get('tab');
  // a tab this role may not open (an old bookmark, a link from a colleague) lands on the first one
  const tab = shown.find((value) => value === asked) ?? shown[0];
  useEffect(() => {
    if (asked !== null && tab !== undefined && asked !== tab) setParams({ tab }, { replace: true });
  }, [asked, tab, setParams]);
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
        {session && tab ? (
          <>
            <TabBar
              tabs={shown.map((value) => ({
                value,
                label: t(areaTabs.has(value) ? `backoffice.${value}.tab` : `backoffice.${value}`),
              }))}
              selected={tab}
              onSelect={(value) => setParams({ tab: value })}
              wrap
              manual
            />
            {tab === 'deposits' ? <DepositQueue /> : null}
            {tab === 'paidAfterCancel' ? <DepositExceptions /> : null}
            {tab === 'withdrawals' ? <WithdrawalQueue /> : null}
            {tab === 'adjustment' ? <BalanceAdjustment /> : null}
            {tab === 'adjustmentApprovals' ? <AdjustmentApprovals /> : null}
            {tab === 'members' ? <Members /> : null}
            {tab === 'reports' ? <ReportsArea /> : null}
            {tab === 'settings' ? <CashierSettings /> : null}
            {tab === 'siteSettings' ? <SiteSettings /> : null}
            {tab === 'vendorTransfers' ? <VendorTransfers /> : null}
            {tab === 'games' ? <GamesArea /> : null}
            {tab === 'content' ? <ContentArea /> : null}
            {tab === 'registration' ? <RegisterSettingsPanel /> : null}
            {tab === 'operators' ? <Operators /> : null}
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
