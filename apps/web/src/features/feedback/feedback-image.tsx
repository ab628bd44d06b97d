import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';
import { feedbackImageUrl } from './feedback-calls.ts';

/** One image of the player's own feedback, fetched with the session; a click opens it full size. */
export const FeedbackImage = ({ id, index }: { id: number; index: number }) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    feedbackImageUrl(id).then(
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
  const label = t('feedback.image', { index: index + 1 });
  if (failed) return <span className={styles.hint}>{t('feedback.imageFailed')}</span>;
  if (!url) return <span className={styles.thumbPending} aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className={styles.thumbLink}>
      <img src={url} alt={label} />
    </a>
  );
};
