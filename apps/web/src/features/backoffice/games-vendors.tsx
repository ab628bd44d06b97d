import { type AdminVendorRow, type GameType, gameTypes } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import table from '../../shared/ui/table.module.css';
import { useCan } from './admin-session-store.ts';
import styles from './games-admin.module.css';
import { adminVendorsCall, gamesKey } from './games-calls.ts';
import {
  CatalogueHint,
  CategoryOptions,
  categoryName,
  Flag,
  localName,
  OwnerButton,
  SelectField,
} from './games-parts.tsx';
import { GamesVendorForm } from './games-vendor-form.tsx';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';

/** Vendors per category: on or off, in maintenance, hot, their order and names; owners change them. */
export const GamesVendors = () => {
  const { t, i18n } = useTranslation();
  const canEdit = useCan('games.manage');
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [editing, setEditing] = useState<AdminVendorRow | null>(null);
  const vendors = useQuery({
    queryKey: [...gamesKey, 'vendors', gameType],
    queryFn: () => adminVendorsCall(gameType || undefined),
  });
  const groups = gameTypes
    .map((type) => ({ type, rows: (vendors.data ?? []).filter((row) => row.gameType === type) }))
    .filter((group) => group.rows.length > 0);

  return (
    <QueuePanel label={t('backoffice.games.vendors')} testId="bo-games-vendors">
      <CatalogueHint canEdit={canEdit} />
      <div className={styles.filters}>
        <SelectField
          label={t('backoffice.games.category')}
          value={gameType}
          onChange={(value) => setGameType(value as GameType | '')}
        >
          <CategoryOptions all />
        </SelectField>
      </div>
      {editing ? <GamesVendorForm key={editing.id} vendor={editing} onDone={() => setEditing(null)} /> : null}
      <QueueState query={vendors} empty={t('backoffice.games.noVendors')}>
        {/* one table, a heading row per category, so the columns line up across categories */}
        <QueueTable
          testId="bo-vendors"
          columns={[
            t('backoffice.games.code'),
            t('backoffice.games.name'),
            t('backoffice.games.walletMode'),
            { label: t('backoffice.games.gameCount'), num: true },
            t('backoffice.games.state'),
            t('backoffice.games.hot'),
            { label: t('backoffice.games.sort'), num: true },
            t('backoffice.actions'),
          ]}
        >
          {groups.map((group) => (
            <Fragment key={group.type}>
              <tr className={styles.groupRow} data-testid={`bo-vendors-${group.type}`}>
                <th colSpan={8} scope="colgroup">
                  {categoryName(t, group.type)}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.id} data-testid={`bo-vendor-${row.vassalage}-${row.gameType}`}>
                  <td className={table.mono}>{row.vassalage}</td>
                  <td>{localName(row.names, i18n.language, row.vassalage)}</td>
                  <td>{t(`backoffice.games.walletModes.${row.walletMode}`)}</td>
                  <td className={table.num}>{row.games}</td>
                  <td>
                    <VendorState enabled={row.enabled} maintenance={row.maintenance} />
                  </td>
                  <td>
                    <Flag on={row.isHot} label={t('backoffice.games.hot')} />
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
            </Fragment>
          ))}
        </QueueTable>
      </QueueState>
    </QueuePanel>
  );
};

/** Off, in maintenance or open, in words. */
export const VendorState = ({ enabled, maintenance }: { enabled: boolean; maintenance: boolean }) => {
  const { t } = useTranslation();
  if (!enabled) return <span className={styles.off}>{t('backoffice.games.disabled')}</span>;
  if (maintenance) return <span className={styles.maintenance}>{t('backoffice.games.inMaintenance')}</span>;
  return <span className={styles.flagOn}>{t('backoffice.games.enabled')}</span>;
};
