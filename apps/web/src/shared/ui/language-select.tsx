import { isLanguageCode, languageInfo } from '@croupier/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/index.ts';
import { sendMemberLanguage } from '../api/member-language.ts';
import { useStatus } from '../api/use-system.ts';

/** The merchant's enabled languages, each in its own script. */
export const LanguageSelect = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const languages = useStatus().data?.info.brand.languages ?? ['CN', 'EN', 'KM'];
  return (
    <span className={className}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        data-testid="language-select"
        onChange={(event) => {
          const code = event.target.value;
          if (!isLanguageCode(code)) return;
          void switchLanguage(code);
          void sendMemberLanguage(code, queryClient);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageInfo[code].name}
          </option>
        ))}
      </select>
    </span>
  );
};
