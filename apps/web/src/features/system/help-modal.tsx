import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal.tsx';
import { HelpArticles, useHelpState } from './help-articles.tsx';

/** helpModal: the help centre's navigation in a modal; closing it goes to / (spec §2). */
export const HelpModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const [selection, setSelection] = useHelpState();
  return (
    <Modal title={t('pages.help.title')} onClose={onClose} wide testId="help-modal">
      <HelpArticles selection={selection} onSelect={setSelection} />
    </Modal>
  );
};
