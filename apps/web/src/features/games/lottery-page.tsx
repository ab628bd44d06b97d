import { useTranslation } from 'react-i18next';
import { lotteryGameType } from './catalogue-rules.ts';
import { GameResults, useLobbyParams } from './game-lobby.tsx';
import styles from './games.module.css';

/** /lottery (behind the login gate): the lottery games of type ELOTT (spec §9). */
export const LotteryPage = () => {
  const { t } = useTranslation();
  const { page, update } = useLobbyParams();
  return (
    <section className={styles.lobby} data-testid="lottery-page">
      <header className={styles.lobbyHead}>
        <h1>{t('pages.lottery.title')}</h1>
      </header>
      <GameResults
        gameType={lotteryGameType}
        vassalage={null}
        filter="ALL"
        search=""
        page={page}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
};
