import { isLanguageCode, languageInfo } from '@croupier/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/index.ts';
import { sendMemberLanguage } from '../api/member-language.ts';
import { useStatus } from '../api/use-system.ts';
import { useDrawnOnServer } from './drawn-on-server.ts';

/** The merchant's enabled languages, each in its own script. */
export const LanguageSelect = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const languages = useStatus().data?.info.brand.languages ?? ['CN', 'EN', 'KM'];
  // on the server's first screen a choice could be made by script (inert stops only people) and
  // would be lost when the live page takes its place: there it cannot be changed at all
  const drawnOnServer = useDrawnOnServer();
  return (
    <span className={className}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        data-testid="language-select"
        disabled={drawnOnServer}
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
