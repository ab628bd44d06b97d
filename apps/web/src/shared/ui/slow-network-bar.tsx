import { useTranslation } from 'react-i18next';
import { useNetworkSlow } from '../api/slow-calls.ts';

/** A small status line at the foot of the screen while a call waits past the slow-call threshold. */
export const SlowNetworkBar = () => {
  const { t } = useTranslation();
  const slow = useNetworkSlow();
  if (!slow) return null;
  return (
    <div
      role="status"
      data-testid="network-slow"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 130,
        padding: '6px 16px',
        background: 'rgb(233 185 73 / 92%)',
        color: '#1a1205',
        fontSize: 13,
        lineHeight: 1.6,
        textAlign: 'center',
        pointerEvents: 'none',
      }}
    >
      {t('messages.pageSlow')}
    </div>
  );
};
