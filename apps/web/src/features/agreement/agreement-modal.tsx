import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal.tsx';
import styles from './agreement-modal.module.css';

const blocks = ['dividend', 'dailyWage', 'hourlyWage'] as const;
const categories = ['LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'PVP'] as const;

/** Agreement: the three contract kinds per game category; closes on Escape (spec §2). */
export const AgreementModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal title={t('agreement.title')} onClose={onClose} closeOnEscape wide testId="agreement-modal">
      {blocks.map((block) => (
        <section key={block} className={styles.block}>
          <h3>{t(`agreement.${block}.title`)}</h3>
          <p>{t(`agreement.${block}.body`)}</p>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category}>{t(`categories.${category}`)}</li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
};
