import type { ResourceType } from '@croupier/contract/paths';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResources, useStatus } from '../../shared/api/use-system.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { ServiceEntries } from '../customer-service/service-entries.tsx';
import styles from './system-pages.module.css';

/** spec §9: QR codes are 130 px */
const qrSize = 130;

/** The download guides' steps per resource type, in order (texts under pages.down.guides.<type>). */
export const guideSteps: Record<ResourceType, readonly string[]> = {
  IOS: ['open', 'install', 'trust', 'launch'],
  ANDROID: ['open', 'allow', 'install', 'launch'],
  H5: ['open', 'add', 'launch'],
  DESKTOP: ['open', 'keep', 'launch'],
};

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

/** spec §2 download guides: one resource type's install steps behind a "How to install" toggle. */
const InstallGuide = ({ type }: { type: ResourceType }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const stepsId = useId();
  return (
    <div className={styles.guide}>
      <button
        type="button"
        className={styles.guideToggle}
        aria-expanded={open}
        aria-controls={stepsId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('pages.down.howTo')}
      </button>
      <ol id={stepsId} className={styles.guideSteps} hidden={!open} data-testid="download-guide">
        {guideSteps[type].map((step) => (
          <li key={step}>{t(`pages.down.guides.${type}.${step}`, { open: t('pages.down.open') })}</li>
        ))}
      </ol>
    </div>
  );
};

export default function DownloadPage() {
  const { t } = useTranslation();
  const resources = useResources();
  const serviceEmail = useStatus().data?.info.brand.serviceEmail;
  const troubleId = useId();
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
            <InstallGuide type={resource.resourceType} />
          </div>
        ))}
      </div>
      {resources.isPending ? null : (
        <section className={styles.trouble} aria-labelledby={troubleId} data-testid="download-trouble">
          <h2 id={troubleId}>{t('pages.down.troubleTitle')}</h2>
          <p>{t('pages.down.troubleBody')}</p>
          {/* the side menu's customer-service entries, opened the same way (live chat in its window) */}
          <ServiceEntries where={1} fallbackEmail={serviceEmail} />
        </section>
      )}
    </section>
  );
}
