import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResources } from '../../shared/api/use-system.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import styles from './system-pages.module.css';

/** spec §9: QR codes are 130 px */
const qrSize = 130;

const QrCode = ({ text, label }: { text: string; label: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { width: qrSize, margin: 1 }).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img src={src} width={qrSize} height={qrSize} alt={label} />
  ) : (
    <span className={styles.qrPending} />
  );
};

export default function DownloadPage() {
  const { t } = useTranslation();
  const resources = useResources();
  return (
    <section className={styles.page}>
      <h1>{t('pages.down.title')}</h1>
      <p className={styles.lead}>{t('pages.down.lead')}</p>
      {resources.isPending ? <Spinner /> : null}
      {resources.isError ? (
        <ErrorState message={t('errors.NETWORK')} onRetry={() => void resources.refetch()} />
      ) : null}
      {resources.data?.length === 0 ? <EmptyState title={t('pages.down.empty')} /> : null}
      <div className={styles.downloads}>
        {resources.data?.map((resource) => (
          <div key={resource.resourceType} className={styles.card} data-testid="download-entry">
            <h2>{t(`pages.down.types.${resource.resourceType}`)}</h2>
            <QrCode
              text={resource.qrCodeUrl}
              label={t('pages.down.qrLabel', { name: resource.labelNameEn })}
            />
            <a className="button" href={resource.url}>
              {t('pages.down.open')}
            </a>
          </div>
        ))}
      </div>
    </section>
  );
}
