import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStatus } from '../../shared/api/use-system.ts';
import { trialAccountType } from '../../shared/session/account-types.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { memberInfoQuery } from '../auth/api/auth-calls.ts';
import { useOpenDoors } from '../auth/use-open-doors.ts';
import { ServiceEntries } from '../customer-service/service-entries.tsx';
import styles from './join-page.module.css';

/** Who is looking decides what the page offers next. */
export type JoinAudience = 'visitor' | 'trial' | 'player' | 'agent';

/**
 * A visitor registers first; a trial account needs a real one (spec §4: type 4 is flagged as an
 * agent but is told a real account is needed); a player asks customer service to become an agent;
 * an agent goes to the agent centre (the header's agent button shows on the same condition).
 */
export const useJoinAudience = (): JoinAudience => {
  const { isLogin, isAgent, token } = useSession();
  const type = useQuery(memberInfoQuery(isLogin ? token : null)).data?.type;
  if (!isLogin) return 'visitor';
  if (type === trialAccountType) return 'trial';
  return isAgent ? 'agent' : 'player';
};

/** 24 px line icons (stroke in the text colour), one per benefit */
const icon = (paths: ReactNode) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {paths}
  </svg>
);

/** spec §2 agent centre: what an agent gets (texts under pages.join.benefits.<key>) */
const benefits = [
  {
    key: 'team',
    icon: icon(
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
        <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.7 3.5 2.8 3.5 5.7" />
      </>,
    ),
  },
  {
    key: 'dividend',
    icon: icon(
      <>
        <path d="M12 3a9 9 0 1 0 9 9h-9z" />
        <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
      </>,
    ),
  },
  {
    key: 'wages',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>,
    ),
  },
  {
    key: 'transfers',
    icon: icon(
      <>
        <path d="M4 8h15l-4-4" />
        <path d="M20 16H5l4 4" />
      </>,
    ),
  },
  {
    key: 'reports',
    icon: icon(
      <>
        <path d="M4 20h16" />
        <path d="M7 16v-5M12 16V6M17 16v-8" />
      </>,
    ),
  },
] as const;

const steps = ['register', 'contact', 'build', 'earn'] as const;

const JoinActions = ({ audience }: { audience: JoinAudience }) => {
  const { t } = useTranslation();
  const show = useModals((state) => state.show);
  const serviceEmail = useStatus().data?.info.brand.serviceEmail;
  const doors = useOpenDoors();
  const contactId = useId();
  return (
    <div className={styles.actions} data-testid="join-actions" data-audience={audience}>
      <h2>{t('pages.join.ctaTitle')}</h2>
      <p>{t(`pages.join.${audience}Cta`)}</p>
      {(audience === 'visitor' || audience === 'trial') && doors.registration ? (
        <button
          type="button"
          className="button"
          // a trial account is first told it needs a real one, and is signed out on the way (as when it deposits)
          onClick={() => show(audience === 'visitor' ? 'registerModal' : 'trialWarning')}
        >
          {t('auth.register')}
        </button>
      ) : null}
      {audience === 'agent' ? (
        <Link className="button" to="/agentHome">
          {t('pages.join.openAgentCentre')}
        </Link>
      ) : (
        <section className={styles.contact} aria-labelledby={contactId}>
          <h3 id={contactId}>{t('pages.join.contact')}</h3>
          {/* the side menu's customer-service entries, opened the same way (live chat in its window) */}
          <ServiceEntries where={1} fallbackEmail={serviceEmail} />
        </section>
      )}
    </div>
  );
};

/** /join: the agent programme, how to join, and the next step for whoever is looking. */
export default function JoinPage() {
  const { t } = useTranslation();
  const audience = useJoinAudience();
  const benefitsId = useId();
  const stepsId = useId();
  return (
    <div className={styles.page} data-testid="join-page">
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t('pages.join.kicker')}</p>
          <h1>{t('pages.join.title')}</h1>
          <p className={styles.lead}>{t('pages.join.lead')}</p>
        </div>
        <JoinActions audience={audience} />
      </section>
      <section aria-labelledby={benefitsId}>
        <h2 id={benefitsId} className={styles.heading}>
          {t('pages.join.benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          {benefits.map(({ key, icon }) => (
            <li key={key} className={styles.benefit}>
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
              <h3>{t(`pages.join.benefits.${key}.title`)}</h3>
              <p>{t(`pages.join.benefits.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={stepsId}>
        <h2 id={stepsId} className={styles.heading}>
          {t('pages.join.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((key) => (
            <li key={key} className={styles.step}>
              <h3>{t(`pages.join.steps.${key}.title`)}</h3>
              <p>{t(`pages.join.steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
