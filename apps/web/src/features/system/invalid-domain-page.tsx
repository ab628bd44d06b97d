import { catalogueLanguages, isLanguageCode, languageInfo } from '@croupier/contract/paths';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/index.ts';
import styles from './system-pages.module.css';

/**
 * Spec §8 "invalid domain": the host this page was opened on is no merchant's site, so there is
 * no brand, theme or merchant language to follow: the visitor's own language (else Chinese)
 * shows, and every shipped catalogue can be chosen. (The site's language select reads the
 * permission call, which this host has just been refused.)
 */
export const InvalidDomainPage = () => {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <main className={styles.fullPage} data-testid="invalid-domain-page">
      <div className={styles.fullCard}>
        <div className={styles.fullIcon} aria-hidden="true">
          ⊘
        </div>
        <h1>{t('messages.invalidDomain')}</h1>
        <p>{t('system.invalidDomainBody')}</p>
        <p className={styles.notice}>{window.location.hostname}</p>
        <label htmlFor={id} className="visually-hidden">
          {t('nav.language')}
        </label>
        <select
          id={id}
          value={i18n.language}
          data-testid="language-select"
          onChange={(event) => {
            if (isLanguageCode(event.target.value)) void switchLanguage(event.target.value);
          }}
        >
          {catalogueLanguages.map((code) => (
            <option key={code} value={code}>
              {languageInfo[code].name}
            </option>
          ))}
        </select>
      </div>
    </main>
  );
};
