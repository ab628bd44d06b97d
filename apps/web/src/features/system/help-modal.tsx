import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal.tsx';
import { HelpArticles } from './help-articles.tsx';

/** helpModal: closing it goes to / (spec §2). */
export const HelpModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal title={t('pages.help.title')} onClose={onClose} wide>
      <HelpArticles />
    </Modal>
  );
};
