import type { adminLaneSchema, GameType } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCan } from './admin-session-store.ts';
import styles from './games-admin.module.css';
import { adminLanesCall, adminVendorsCall, gamesKey } from './games-calls.ts';
import { GamesLaneForm } from './games-lane-form.tsx';
import { CatalogueHint, CategoryOptions, localName, OwnerButton, SelectField } from './games-parts.tsx';
import { QueuePanel, QueueState } from './queue-parts.tsx';

export type AdminLane = z.infer<typeof adminLaneSchema>;

/** The vendor lanes of one category page: titles per language, order and vendor cards; owners change them. */
export const GamesLanes = () => {
  const { t, i18n } = useTranslation();
  const canEdit = useCan('games.manage');
  const [gameType, setGameType] = useState<GameType>('RNG');
  const [editing, setEditing] = useState<AdminLane | 'new' | null>(null);
  const lanes = useQuery({
    queryKey: [...gamesKey, 'lanes', gameType],
    queryFn: () => adminLanesCall(gameType),
  });
  const vendors = useQuery({
    queryKey: [...gamesKey, 'vendors', gameType],
    queryFn: () => adminVendorsCall(gameType),
  });
  const vendorName = (code: string) => {
    const row = vendors.data?.find((vendor) => vendor.vassalage === code);
    return row ? localName(row.names, i18n.language, code) : code;
  };
  const sorted = [...(lanes.data ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);

  return (
    <QueuePanel
      label={t('backoffice.games.lanes')}
      testId="bo-games-lanes"
      lead={t('backoffice.games.lanesLead')}
    >
      <CatalogueHint canEdit={canEdit} />
      <div className={styles.filters}>
        <SelectField
          label={t('backoffice.games.category')}
          value={gameType}
          onChange={(value) => {
            setGameType(value as GameType);
            setEditing(null);
          }}
        >
          <CategoryOptions />
        </SelectField>
      </div>
      {editing ? (
        <GamesLaneForm
          key={editing === 'new' ? `new-${gameType}` : editing.id}
          lane={editing === 'new' ? null : editing}
          gameType={gameType}
          nextSort={(sorted.at(-1)?.sort ?? 0) + 10}
          vendors={(vendors.data ?? []).filter((vendor) => vendor.gameType === gameType)}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className={styles.buttons}>
          <OwnerButton
            canEdit={canEdit}
            label={t('backoffice.games.addLane')}
            onClick={() => setEditing('new')}
          />
        </div>
      )}
      <h3 className={styles.category}>{t('backoffice.games.lanesOf')}</h3>
      <QueueState query={lanes} empty={t('backoffice.games.noLanes')}>
        <ol className={styles.lanes} data-testid="bo-lanes">
          {sorted.map((lane) => (
            <li key={lane.id} className={styles.lane} data-testid={`bo-lane-${lane.id}`}>
              <div className={styles.laneHead}>
                <strong>{localName(lane.titles, i18n.language, `#${lane.id}`)}</strong>
                <span className={styles.flagOff}>
                  {t('backoffice.games.sort')}
                  {t('common.colon')}
                  {lane.sort}
                </span>
                <OwnerButton
                  canEdit={canEdit}
                  ghost
                  className={styles.small}
                  label={t('backoffice.edit')}
                  onClick={() => setEditing(lane)}
                />
              </div>
              {lane.cards.length === 0 ? (
                <p className={styles.summary}>{t('backoffice.games.noCards')}</p>
              ) : (
                <ul className={styles.chips}>
                  {lane.cards.map((card) => (
                    <li key={card.vassalage}>
                      {vendorName(card.vassalage)}
                      {card.isHot ? (
                        <strong className={styles.maintenance}> · {t('backoffice.games.hot')}</strong>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </QueueState>
    </QueuePanel>
  );
};
