import type { GameFilter, GameItem, GameType, VendorLane } from '@croupier/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../shared/api/error-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import { useOpenDoors } from '../auth/use-open-doors.ts';
import { useFavouriteGames } from './api/favourites.ts';
import { useGameAnnouncements } from './api/game-announcements.ts';
import { useGameList } from './api/game-list.ts';
import { menuOf, useGameMenus } from './api/game-menus.ts';
import { useRecentGames } from './api/recent-games.ts';
import { useVendorLanes } from './api/vendor-lanes.ts';
import { gamesPerPage, lobbyFilters, playerFilters } from './catalogue-rules.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { GameGrid } from './game-card.tsx';
import styles from './games.module.css';
import { useDebounced } from './use-debounced.ts';
import { useLaunch } from './use-launch.ts';
import { VendorLaneBar } from './vendor-lane-bar.tsx';

/** FAV and RECENT are the player's own: a visitor is asked to log in (or register) first. */
export const LoginPrompt = () => {
  const { t } = useTranslation();
  const show = useModals((state) => state.show);
  const doors = useOpenDoors();
  return (
    <div data-testid="login-prompt">
      <EmptyState title={t('auth.pleaseLogin')}>
        <p className={styles.muted}>{t('games.loginForList')}</p>
        <div className={styles.promptActions}>
          <button type="button" className="button" onClick={() => show('loginPopupModal')}>
            {t('auth.login')}
          </button>
          {doors.registration ? (
            <button type="button" className="button button-ghost" onClick={() => show('registerModal')}>
              {t('auth.register')}
            </button>
          ) : null}
        </div>
      </EmptyState>
    </div>
  );
};

/** A category whose menu has no vendors yet. */
export const ComingSoon = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="games-coming-soon">
      <EmptyState title={t('games.comingSoon')}>
        <p className={styles.muted}>{t('games.comingSoonBody')}</p>
        <Link to="/hot" className="button">
          {t('home.allHot')}
        </Link>
      </EmptyState>
    </div>
  );
};

/** The lobby's place in the address: vendor, filter, search and page, so a link or a reload keeps it. */
export const useLobbyParams = () => {
  const [params, setParams] = useSearchParams();
  const asked = params.get('filter')?.toUpperCase();
  const filter: GameFilter = lobbyFilters.find((value) => value === asked) ?? 'ALL';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const vassalage = params.get('vassalage') || null;
  const search = params.get('search') ?? '';
  const update = (changes: Record<string, string | number | null>, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (
            value === null ||
            value === '' ||
            (key === 'page' && value === 1) ||
            (key === 'filter' && value === 'ALL')
          )
            next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );
  return { filter, page, vassalage, search, update };
};

interface ResultsProps {
  gameType: GameType;
  vassalage: string | null;
  filter: GameFilter;
  search: string;
  page: number;
  onPage: (page: number) => void;
}

const matches = (game: GameItem, vassalage: string | null, search: string) =>
  (!vassalage || game.vassalage === vassalage) &&
  (!search ||
    `${game.displayName} ${game.gameName}`.toLocaleLowerCase().includes(search.toLocaleLowerCase()));

/** The games of a filter: ALL/NEW/HOT paged by the server, FAV/RECENT (the player's lists) paged here. */
export const GameResults = ({ gameType, vassalage, filter, search, page, onPage }: ResultsProps) => {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const own = playerFilters.includes(filter);
  const list = useGameList(
    {
      gameType,
      vassalage: vassalage ?? undefined,
      filter: own ? 'ALL' : (filter as 'ALL' | 'NEW' | 'HOT'),
      search: search || undefined,
      page,
      pageSize: gamesPerPage,
    },
    !own,
  );
  const favourites = useFavouriteGames(gameType, filter === 'FAV');
  const recent = useRecentGames(gameType, filter === 'RECENT');
  const { launch, pending, pendingNodeId } = useLaunch();

  if (own && !isLogin) return <LoginPrompt />;
  const query = filter === 'FAV' ? favourites : filter === 'RECENT' ? recent : list;
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return <ErrorState message={t('games.loadError')} onRetry={() => void query.refetch()} />;

  let games: GameItem[];
  let pages: number;
  if (own) {
    const mine = (filter === 'FAV' ? favourites.data : recent.data) ?? [];
    const kept = mine.filter((game) => matches(game, vassalage, search));
    pages = Math.max(1, Math.ceil(kept.length / gamesPerPage));
    games = kept.slice((page - 1) * gamesPerPage, page * gamesPerPage);
  } else {
    games = list.data?.rows ?? [];
    pages = pageCount(list.data);
  }

  if (games.length === 0) {
    const title = search
      ? t('games.noMatch', { search })
      : filter === 'FAV'
        ? t('games.favouritesEmpty')
        : filter === 'RECENT'
          ? t('games.recentEmpty')
          : t('games.empty');
    return (
      <div data-testid="games-empty">
        <EmptyState title={title} />
        {page > 1 ? <Pager page={page} pages={pages} onPage={onPage} /> : null}
      </div>
    );
  }
  return (
    <>
      <GameGrid
        games={games}
        onPlay={(game) => void launch(game)}
        busyNodeId={pending ? pendingNodeId : undefined}
      />
      <Pager page={page} pages={pages} onPage={onPage} />
    </>
  );
};

/** Search by name: the address follows the box once typing pauses. */
const SearchBox = ({ value, onSearch }: { value: string; onSearch: (search: string) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebounced(text.trim(), 350);
  // only a newly settled text asks; the address changing (history) resets the box below instead
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  useEffect(() => {
    if (settled !== latest.current.value) latest.current.onSearch(settled);
  }, [settled]);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t('games.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={40}
        placeholder={t('games.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        data-testid="game-search"
      />
    </div>
  );
};

const Announcements = ({ vendors }: { vendors: string[] }) => {
  const announcements = useGameAnnouncements().data ?? [];
  const shown = announcements.filter((item) => item.vassalage === null || vendors.includes(item.vassalage));
  if (shown.length === 0) return null;
  return (
    <ul className={styles.announcements} data-testid="game-announcements">
      {shown.slice(0, 3).map((item) => (
        <li key={item.id}>
          <strong>{item.title}</strong> <span>{item.content}</span>
        </li>
      ))}
    </ul>
  );
};

/**
 * A category's lobby (spec §2): its vendor lanes, the filters, search by name, the games with
 * favourite hearts, and pages (range 3, margin 1). A category without vendors says its games are
 * coming soon.
 */
export const GameLobby = ({ gameType, fallbackTitle }: { gameType: GameType; fallbackTitle: string }) => {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const lanes = useVendorLanes(gameType);
  const { filter, page, vassalage, search, update } = useLobbyParams();
  const entry = menuOf(menus.data, gameType);
  const shownLanes: VendorLane[] = useMemo(
    () =>
      lanes.data?.some((lane) => lane.cards.length > 0)
        ? lanes.data
        : entry && entry.gameMenus.length > 0
          ? [{ title: '', cards: entry.gameMenus }]
          : [],
    [lanes.data, entry],
  );
  const title = entry?.labelName || fallbackTitle;

  let body: React.ReactNode;
  if (menus.isPending) body = <Spinner />;
  else if (menus.isError)
    body = <ErrorState message={errorText(t, menus.error)} onRetry={() => void menus.refetch()} />;
  else if (!entry || entry.gameMenus.length === 0) body = <ComingSoon />;
  else
    body = (
      <>
        <Announcements vendors={entry.gameMenus.map((vendor) => vendor.vassalage)} />
        <VendorLaneBar
          lanes={shownLanes}
          selected={vassalage}
          onSelect={(next) => update({ vassalage: next, page: 1 })}
        />
        <FilterTabs selected={filter} onSelect={(next) => update({ filter: next, page: 1 })} />
        <GameResults
          gameType={gameType}
          vassalage={vassalage}
          filter={filter}
          search={search}
          page={page}
          onPage={(next) => {
            update({ page: next });
            window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );

  return (
    <section className={styles.lobby} data-testid="game-lobby" data-game-type={gameType}>
      <header className={styles.lobbyHead}>
        <h1>{title}</h1>
        {entry && entry.gameMenus.length > 0 ? (
          <SearchBox value={search} onSearch={(next) => update({ search: next, page: 1 }, true)} />
        ) : null}
      </header>
      {body}
    </section>
  );
};
