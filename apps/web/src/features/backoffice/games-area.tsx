import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { BetsSearch } from './bets-search.tsx';
import { GamesAnnouncements } from './games-announcements.tsx';
import { GamesLanes } from './games-lanes.tsx';
import { GamesList } from './games-list.tsx';
import { GamesVendors } from './games-vendors.tsx';
import { useLinkedSection } from './linked-member.ts';

const sections = ['vendors', 'games', 'lanes', 'announcements', 'bets'] as const;
type Section = (typeof sections)[number];

/**
 * The back office's games area: the catalogue (vendors, games, lanes, announcements) and the bet
 * search (the provider P&L is under Reports, for the roles that may read reports).
 */
export const GamesArea = () => {
  const { t } = useTranslation();
  // a member's details link to their bets (`?section=bets&member=`)
  const linked = useLinkedSection(sections);
  const [section, setSection] = useState<Section>(linked ?? 'vendors');
  return (
    <div data-testid="bo-games">
      <TabBar
        tabs={sections.map((value) => ({
          value,
          // announcements.* holds that tab's own texts, its label among them
          label: t(
            value === 'announcements' ? 'backoffice.games.announcements.tab' : `backoffice.games.${value}`,
          ),
        }))}
        selected={section}
        onSelect={setSection}
      />
      {section === 'vendors' ? <GamesVendors /> : null}
      {section === 'games' ? <GamesList /> : null}
      {section === 'lanes' ? <GamesLanes /> : null}
      {section === 'announcements' ? <GamesAnnouncements /> : null}
      {section === 'bets' ? <BetsSearch /> : null}
    </div>
  );
};
