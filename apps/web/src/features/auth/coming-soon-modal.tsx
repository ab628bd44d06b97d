import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';

/** Stands where sign-in, registration and the member centre open until those arrive; says so plainly. */
export const ComingSoonModal = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  const hide = useModals((state) => state.hide);
  return (
    <Modal
      title={title}
      onClose={hide}
      footer={
        <button type="button" className="button" onClick={hide}>
          {t('common.close')}
        </button>
      }
    >
      <p>{t('common.comingSoonBody')}</p>
    </Modal>
  );
};
