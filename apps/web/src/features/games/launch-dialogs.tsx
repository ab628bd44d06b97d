import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { leaveFreePlay } from '../auth/leave-free-play.ts';
import { useOpenDoors } from '../auth/use-open-doors.ts';
import { useRooms } from './api/rooms.ts';
import styles from './games.module.css';
import { type Launchable, useLaunchDialog } from './launch-dialog-store.ts';
import { openGameWindow, useLaunch } from './use-launch.ts';

const Ok = ({ onClick }: { onClick: () => void }) => {
  const { t } = useTranslation();
  return (
    <button type="button" className="button" onClick={onClick}>
      {t('common.confirm')}
    </button>
  );
};

/** spec §4, §5: a trial account needs a real account; free play where the game has it. */
const TrialDialog = ({ game }: { game: Launchable }) => {
  const { t } = useTranslation();
  const close = useLaunchDialog((state) => state.close);
  const { launch, pending } = useLaunch();
  const doors = useOpenDoors();
  const leaveTrial = (next: 'registerModal' | 'loginPopupModal') => {
    close();
    void leaveFreePlay(next);
  };
  return (
    <Modal
      title={t('auth.trialTitle')}
      onClose={close}
      testId="launch-trial"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={() => leaveTrial('loginPopupModal')}>
            {t('auth.login')}
          </button>
          {doors.registration ? (
            <button type="button" className="button button-ghost" onClick={() => leaveTrial('registerModal')}>
              {t('auth.register')}
            </button>
          ) : null}
          {game.freePlay ? (
            <button
              type="button"
              className="button"
              disabled={pending}
              onClick={() => void launch(game, { freePlay: true })}
            >
              {t('games.freePlay')}
            </button>
          ) : null}
        </>
      }
    >
      <p>{t('auth.in_need_true_account')}</p>
      <p className={styles.dialogNote}>
        {game.freePlay
          ? t('games.freePlayOffer', { name: game.displayName })
          : t('games.noFreePlay', { name: game.displayName })}
      </p>
    </Modal>
  );
};

/** spec §2: games with rooms (tables) list them first; a room launches the game there. */
const RoomsDialog = ({ game, freePlay }: { game: Launchable; freePlay: boolean }) => {
  const { t, i18n } = useTranslation();
  const close = useLaunchDialog((state) => state.close);
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const rooms = useRooms(game.vassalage, game.gameType);
  const { launch, pending, pendingNodeId } = useLaunch();
  const money = (value: string) => {
    try {
      return moneyText(value, symbol, i18n.language);
    } catch {
      return value;
    }
  };
  return (
    <Modal
      title={t('games.rooms.title', { name: game.displayName })}
      onClose={close}
      testId="launch-rooms"
      wide
    >
      {rooms.isPending ? (
        <Spinner />
      ) : rooms.isError ? (
        <ErrorState message={errorText(t, rooms.error)} onRetry={() => void rooms.refetch()} />
      ) : rooms.data.length === 0 ? (
        <EmptyState title={t('games.rooms.empty')} />
      ) : (
        <ul className={styles.rooms}>
          {rooms.data.map((room) => (
            <li key={room.roomId} className={styles.room} data-testid="room">
              <div>
                <strong>{room.name}</strong>
                <span className={styles.muted}>
                  {t('games.rooms.limits', { min: money(room.minBet), max: money(room.maxBet) })}
                </span>
              </div>
              {room.maintenance ? (
                <span className={styles.badgeMuted}>{t('games.maintenance')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={pending && pendingNodeId === game.nodeId}
                  onClick={() => void launch({ ...game, hasRooms: false }, { roomId: room.roomId, freePlay })}
                >
                  {t('games.rooms.join')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
};

const PopupBlockedDialog = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  const close = useLaunchDialog((state) => state.close);
  return (
    <Modal
      title={t('games.popupBlockedTitle')}
      onClose={close}
      testId="launch-popup"
      footer={
        <button
          type="button"
          className="button"
          onClick={() => {
            // a press of this button is the user's own gesture: the browser lets this one through
            if (openGameWindow(url)) close();
          }}
        >
          {t('games.openAgain')}
        </button>
      }
    >
      <p>{t('games.popupBlockedBody')}</p>
    </Modal>
  );
};

/** The launch's questions and messages, over whichever page started it. */
export const LaunchDialogs = () => {
  const { t } = useTranslation();
  const { dialog, close } = useLaunchDialog();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'trial':
      return <TrialDialog game={dialog.game} />;
    case 'rooms':
      return <RoomsDialog game={dialog.game} freePlay={dialog.freePlay} />;
    case 'popup':
      return <PopupBlockedDialog url={dialog.url} />;
    case 'maintenance':
      return (
        <Modal
          title={t('games.maintenanceTitle')}
          onClose={close}
          testId="launch-maintenance"
          footer={<Ok onClick={close} />}
        >
          <p>{t('games.maintenanceBody', { name: dialog.game.displayName })}</p>
        </Modal>
      );
    case 'vendor':
      return (
        <Modal
          title={t('games.vendorUnavailableTitle')}
          onClose={close}
          testId="launch-vendor"
          footer={<Ok onClick={close} />}
        >
          <p>{t('games.vendorUnavailableBody')}</p>
        </Modal>
      );
    default:
      return (
        <Modal
          title={t('games.launchFailed')}
          onClose={close}
          testId="launch-error"
          footer={<Ok onClick={close} />}
        >
          <p>{errorText(t, dialog.error)}</p>
        </Modal>
      );
  }
};
