import type { DepositChannel } from '@croupier/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import styles from './cashier.module.css';

/** Where to send the money: the bank account, or the crypto address with its QR code. */
export const ChannelDetails = ({ channel }: { channel: DepositChannel }) => {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const address = channel.details.address;
  useEffect(() => {
    setQr(null);
    if (!address) return;
    let live = true;
    void QRCode.toDataURL(address, { width: 130, margin: 1 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [address]);

  if (channel.kind === 'gateway') return null;
  const rows: [string, string | undefined][] =
    channel.kind === 'bank'
      ? [
          [t('cashier.bankName'), channel.details.bankName],
          [t('cashier.accountName'), channel.details.accountName],
          [t('cashier.accountNumber'), channel.details.accountNumber],
        ]
      : [
          [t('cashier.network'), channel.details.network],
          [t('cashier.address'), channel.details.address],
        ];
  return (
    <div className={styles.details} data-testid="channel-details">
      <p className={styles.hint}>{t(channel.kind === 'bank' ? 'cashier.bankHint' : 'cashier.cryptoHint')}</p>
      <dl>
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <span>{value}</span>
                <CopyButton value={value} />
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      {qr ? <img src={qr} width={130} height={130} alt={t('cashier.addressQr')} /> : null}
    </div>
  );
};
