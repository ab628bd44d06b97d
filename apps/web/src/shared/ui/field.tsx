import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** e.g. a send-code button or a captcha picture beside the input */
  addon?: ReactNode;
}

/** A labelled input with its error under it; the error is announced and tied to the input. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(({ label, error, addon, ...input }, ref) => {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.row}>
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
Field.displayName = 'Field';

export const FormError = ({ message }: { message: string | null }) =>
  message ? (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
