import type { GameFilter } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { lobbyFilters } from './catalogue-rules.ts';
import styles from './games.module.css';

/** spec §9: the list filters NEW FAV ALL HOT RECENT (the player's own lists ask for a login when chosen). */
export const FilterTabs = ({
  selected,
  onSelect,
}: {
  selected: GameFilter;
  onSelect: (filter: GameFilter) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className={styles.filters} data-testid="game-filters">
      <TabBar
        tabs={lobbyFilters.map((filter) => ({ value: filter, label: t(`games.filters.${filter}`) }))}
        selected={selected}
        onSelect={onSelect}
      />
    </div>
  );
};
