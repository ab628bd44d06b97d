import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, fieldOfError } from '../api/error-text.ts';

/**
 * Shows a server's refusal where the player looks: under the field it names (`body.mobileNum: …`)
 * when the form has that field, else above the fields (`showAbove`). A form asking for two codes so
 * says which one was wrong, and a long form on a phone does not leave the reason at its top, out of
 * view.
 */
export const placeRefusal = <Values extends FieldValues>(
  t: TFunction,
  failure: unknown,
  form: HTMLFormElement | null,
  setError: UseFormSetError<Values>,
  showAbove: (message: string) => void,
) => {
  const message = errorText(t, failure);
  const field = fieldOfError(failure);
  if (field && form?.elements.namedItem(field)) {
    setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
  } else showAbove(message);
};
