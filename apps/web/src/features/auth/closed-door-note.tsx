import { useStatus } from '../../shared/api/use-system.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { ServiceEntries } from '../customer-service/service-entries.tsx';
import styles from './auth-forms.module.css';

/**
 * What a modal says for a door the site has closed (docs/closed-registration.md): the sentence,
 * then customer service's entries, so the visitor it sends there is one click away.
 */
export const ClosedDoorNote = ({ text }: { text: string }) => {
  const serviceEmail = useStatus().data?.info.brand?.serviceEmail;
  const hide = useModals((state) => state.hide);
  return (
    <>
      <p className={styles.lead} role="status">
        {text}
      </p>
      <ServiceEntries where={1} fallbackEmail={serviceEmail} onOpened={hide} />
    </>
  );
};
