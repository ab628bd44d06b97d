import type { VendorCard, VendorLane } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { GameArt } from './game-art.tsx';
import styles from './games.module.css';
import { LazyImage } from './lazy-image.tsx';

const VendorChip = ({
  vendor,
  selected,
  onSelect,
}: {
  vendor: VendorCard;
  selected: boolean;
  onSelect: (vassalage: string | null) => void;
}) => {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={selected}
        data-testid="vendor-chip"
        data-vendor={vendor.vassalage}
        onClick={() => onSelect(selected ? null : vendor.vassalage)}
      >
        <LazyImage
          src={vendor.iconUrl}
          alt=""
          className={styles.chipIcon}
          placeholder={<GameArt name={vendor.name} />}
        />
        <span>{vendor.name}</span>
        {vendor.isHot ? <span className={styles.badgeHot}>{t('games.badgeHot')}</span> : null}
        {vendor.maintenance ? <span className={styles.badgeMuted}>{t('games.maintenance')}</span> : null}
      </button>
    </li>
  );
};

/**
 * A category's vendor lanes (spec §3): each lane's vendors, grouped by its game classify when it
 * has one. Choosing a vendor narrows the list to it (`vassalage` in the address); "all" widens it.
 */
export const VendorLaneBar = ({
  lanes,
  selected,
  onSelect,
}: {
  lanes: VendorLane[];
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
}) => {
  const { t } = useTranslation();
  const all = (
    <li key="all">
      <button
        type="button"
        className={`${styles.chip} ${styles.chipAll}`}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {t('games.allVendors')}
      </button>
    </li>
  );
  return (
    <div className={styles.lanes} data-testid="vendor-lanes">
      {lanes.map((lane, laneIndex) => {
        const groups = lane.gameClassify?.length
          ? lane.gameClassify.map((group) => ({
              title: group.title,
              cards: lane.cards.filter((card) => group.vendors.includes(card.vassalage)),
            }))
          : [{ title: '', cards: lane.cards }];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lanes may share a title; their order is their identity
          <section key={laneIndex} className={styles.lane} aria-label={lane.title || undefined}>
            {lane.title ? <h2 className={styles.laneTitle}>{lane.title}</h2> : null}
            {groups.map((group, groupIndex) => (
              <div key={group.title} className={styles.laneGroup}>
                {group.title ? <h3 className={styles.laneGroupTitle}>{group.title}</h3> : null}
                <ul className={styles.laneRow}>
                  {/* "all" leads the first row */}
                  {laneIndex === 0 && groupIndex === 0 ? all : null}
                  {group.cards.map((vendor) => (
                    <VendorChip
                      key={vendor.vassalage}
                      vendor={vendor}
                      selected={selected === vendor.vassalage}
                      onSelect={onSelect}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
};
