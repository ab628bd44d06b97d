import type { AdminGameRow, GameType } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import table from '../../shared/ui/table.module.css';
import { useCan } from './admin-session-store.ts';
import styles from './games-admin.module.css';
import { type AdminGamesQuery, adminGamesCall, adminVendorsCall, gamesKey } from './games-calls.ts';
import { GamesGameForm } from './games-game-form.tsx';
import {
  CatalogueHint,
  CategoryOptions,
  categoryName,
  Flag,
  localName,
  OwnerButton,
  SelectField,
} from './games-parts.tsx';
import { VendorState } from './games-vendors.tsx';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';

const pageSize = 50;

/** The merchant's games by category and vendor, searched by name, a page at a time; owners change them. */
export const GamesList = () => {
  const { t, i18n } = useTranslation();
  const canEdit = useCan('games.manage');
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [vassalage, setVassalage] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminGameRow | null>(null);
  const query: AdminGamesQuery = {
    page,
    pageSize,
    ...(gameType ? { gameType } : {}),
    ...(vassalage ? { vassalage } : {}),
    ...(search ? { search } : {}),
  };
  const vendors = useQuery({
    queryKey: [...gamesKey, 'vendors', gameType],
    queryFn: () => adminVendorsCall(gameType || undefined),
  });
  const games = useQuery({
    queryKey: [...gamesKey, 'games', query],
    queryFn: () => adminGamesCall(query),
    placeholderData: (previous) => previous,
  });
  const vendorCodes = [
    ...new Set(
      (vendors.data ?? [])
        .filter((row) => !gameType || row.gameType === gameType)
        .map((row) => row.vassalage),
    ),
  ];
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  return (
    <QueuePanel label={t('backoffice.games.games')} testId="bo-games-games">
      <CatalogueHint canEdit={canEdit} />
      <form className={styles.filters} onSubmit={find}>
        <SelectField
          label={t('backoffice.games.category')}
          value={gameType}
          onChange={(value) => {
            setGameType(value as GameType | '');
            setVassalage('');
            setPage(1);
          }}
        >
          <CategoryOptions all />
        </SelectField>
        <SelectField
          label={t('backoffice.games.vendor')}
          value={vassalage}
          onChange={(value) => {
            setVassalage(value);
            setPage(1);
          }}
        >
          <option value="">{t('backoffice.games.allVendors')}</option>
          {vendorCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('backoffice.games.searchName')}
          value={typed}
          maxLength={40}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          {t('backoffice.games.search')}
        </button>
      </form>
      {editing ? <GamesGameForm key={editing.nodeId} game={editing} onDone={() => setEditing(null)} /> : null}
      {games.data ? (
        <p className={styles.summary}>{t('backoffice.games.found', { count: games.data.total })}</p>
      ) : null}
      <QueueState query={{ ...games, data: games.data?.rows }} empty={t('backoffice.games.noGames')}>
        <QueueTable
          testId="bo-games"
          columns={[
            { label: t('backoffice.games.nodeId'), num: true },
            t('backoffice.games.name'),
            t('backoffice.games.vendor'),
            t('backoffice.games.category'),
            t('backoffice.games.state'),
            t('backoffice.games.hot'),
            t('backoffice.games.new'),
            t('backoffice.games.freePlay'),
            { label: t('backoffice.games.sort'), num: true },
            t('backoffice.actions'),
          ]}
        >
          {games.data?.rows.map((row) => (
            <tr key={row.nodeId} data-testid={`bo-game-${row.gameId}`}>
              <td className={table.num}>{row.nodeId}</td>
              <td>
                {localName(row.names, i18n.language, row.gameId)}
                <div className={`${table.mono} ${styles.flagOff}`}>{row.gameId}</div>
              </td>
              <td className={table.mono}>{row.vassalage}</td>
              <td>{categoryName(t, row.gameType)}</td>
              <td>
                <VendorState enabled={row.enabled} maintenance={row.maintenance} />
              </td>
              <td>
                <Flag on={row.isHot} label={t('backoffice.games.hot')} />
              </td>
              <td>
                <Flag on={row.isNew} label={t('backoffice.games.new')} />
              </td>
              <td>
                <Flag on={row.freePlay} label={t('backoffice.games.freePlay')} />
              </td>
              <td className={table.num}>{row.sort}</td>
              <td>
                <OwnerButton
                  canEdit={canEdit}
                  label={t('backoffice.edit')}
                  ghost
                  onClick={() => setEditing(row)}
                />
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
      <Pager page={page} pages={pageCount(games.data)} onPage={setPage} />
    </QueuePanel>
  );
};
