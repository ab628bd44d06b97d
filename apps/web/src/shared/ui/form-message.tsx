import { FormError } from './field.tsx';
import styles from './form-message.module.css';

export type FormMessageValue = { error: boolean; text: string } | null;

/** What a form submit came to: an error (announced as an alert) or a success line (a status). */
export const FormMessage = ({ message }: { message: FormMessageValue }) => {
  if (!message) return null;
  if (message.error) return <FormError message={message.text} />;
  return (
    <p role="status" className={styles.ok}>
      {message.text}
    </p>
  );
};
