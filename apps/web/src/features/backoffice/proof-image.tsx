import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './back-office.module.css';
import { proofImageUrl } from './backoffice-calls.ts';

/** One proof image, fetched with the operator's token; a click opens it full size. */
export const ProofImage = ({ id, index }: { id: number; index: number }) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    proofImageUrl(id).then(
      (objectUrl) => {
        made = objectUrl;
        if (live) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  const label = t('backoffice.proof', { index: index + 1 });
  if (failed) return <span className={styles.muted}>{t('backoffice.proofFailed')}</span>;
  if (!url) return <span className={styles.thumb} aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className={styles.thumb}>
      <img src={url} alt={label} />
    </a>
  );
};
