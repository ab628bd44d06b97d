import type { GameType, VendorCard } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { menuOf, useGameMenus } from './api/game-menus.ts';
import { esportsProviderOrder } from './catalogue-rules.ts';
import { GameArt } from './game-art.tsx';
import { ComingSoon, GameResults, useLobbyParams } from './game-lobby.tsx';
import styles from './games.module.css';
import { LazyImage } from './lazy-image.tsx';
import { useLaunch } from './use-launch.ts';

/** spec §9: esports lists its known providers first, in the spec's order (AV IMES IA AI TF), then any others. */
export const orderVendors = (type: GameType, vendors: VendorCard[]) => {
  if (type !== 'ESPORTS') return vendors;
  const rank = (vendor: VendorCard) => {
    const index = (esportsProviderOrder as readonly string[]).indexOf(vendor.vassalage.toUpperCase());
    return index === -1 ? esportsProviderOrder.length : index;
  };
  return [...vendors].sort((a, b) => rank(a) - rank(b));
};

/**
 * /sports /esports /cockfight: one card per vendor. A vendor with its own lobby opens it straight
 * away; one without lists its games below.
 */
export const VendorLandingPage = ({ gameType, titleKey }: { gameType: GameType; titleKey: string }) => {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const { launch, pending, pendingNodeId } = useLaunch();
  const { vassalage, page, update } = useLobbyParams();
  const entry = menuOf(menus.data, gameType);
  const vendors = orderVendors(gameType, entry?.gameMenus ?? []);
  const chosen = vendors.find((vendor) => vendor.vassalage === vassalage && vendor.lobbyGameId === null);

  const enter = (vendor: VendorCard) => {
    if (vendor.lobbyGameId === null) {
      update({ vassalage: vendor.vassalage, page: 1 });
      return;
    }
    void launch({
      nodeId: vendor.lobbyGameId,
      vassalage: vendor.vassalage,
      gameType,
      displayName: vendor.name,
      freePlay: false,
      maintenance: vendor.maintenance,
      hasRooms: false,
    });
  };

  let body: React.ReactNode;
  if (menus.isPending) body = <Spinner />;
  else if (menus.isError)
    body = <ErrorState message={errorText(t, menus.error)} onRetry={() => void menus.refetch()} />;
  else if (vendors.length === 0) body = <ComingSoon />;
  else
    body = (
      <>
        <ul className={styles.vendorCards} data-testid="vendor-cards">
          {vendors.map((vendor) => (
            <li key={vendor.vassalage} className={styles.vendorCard} data-vendor={vendor.vassalage}>
              <LazyImage
                src={vendor.iconUrl}
                alt=""
                className={styles.vendorCardIcon}
                placeholder={<GameArt name={vendor.name} />}
              />
              <div className={styles.vendorCardText}>
                <strong>{vendor.name}</strong>
                {vendor.maintenance ? (
                  <span className={styles.badgeMuted}>{t('games.maintenance')}</span>
                ) : vendor.isHot ? (
                  <span className={styles.badgeHot}>{t('games.badgeHot')}</span>
                ) : null}
              </div>
              <button
                type="button"
                className="button"
                disabled={pending && pendingNodeId === vendor.lobbyGameId}
                onClick={() => enter(vendor)}
              >
                {t('games.enter')}
              </button>
            </li>
          ))}
        </ul>
        {chosen ? (
          <section className={styles.section} aria-label={chosen.name}>
            <h2 className={styles.sectionTitle}>{chosen.name}</h2>
            <GameResults
              gameType={gameType}
              vassalage={chosen.vassalage}
              filter="ALL"
              search=""
              page={page}
              onPage={(next) => update({ page: next })}
            />
          </section>
        ) : null}
      </>
    );

  return (
    <section className={styles.lobby} data-testid="vendor-landing" data-game-type={gameType}>
      <header className={styles.lobbyHead}>
        <h1>{entry?.labelName || t(titleKey)}</h1>
      </header>
      {body}
    </section>
  );
};

export const SportsPage = () => <VendorLandingPage gameType="SPORTS" titleKey="nav.sports" />;
export const EsportsPage = () => <VendorLandingPage gameType="ESPORTS" titleKey="nav.esports" />;
export const CockfightPage = () => <VendorLandingPage gameType="COCKFIGHT" titleKey="nav.cockfight" />;
