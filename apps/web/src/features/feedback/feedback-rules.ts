import { feedbackContentProblem, feedbackLimits } from '@croupier/contract/paths';
import { ApiError } from '../../shared/api/client.ts';
import { fieldOfError } from '../../shared/api/error-text.ts';

/** The server's checks, said before anything is sent: text keys under feedback.errors. */
export const contentProblem = (content: string) => {
  const problem = feedbackContentProblem(content);
  return problem ? `feedback.errors.content.${problem}` : null;
};

/** png or jpg by type, at most 5 MB each, at most 3 (the server checks the bytes as well). */
export const imagesProblem = (files: readonly File[]) => {
  if (files.length > feedbackLimits.maxImages) return 'feedback.errors.image.tooMany';
  if (files.some((file) => !(feedbackLimits.imageTypes as readonly string[]).includes(file.type)))
    return 'feedback.errors.image.type';
  if (files.some((file) => file.size > feedbackLimits.maxImageBytes)) return 'feedback.errors.image.size';
  return null;
};

/**
 * A refusal of the server as the form's own words: the field it names (`body.content: …`) picks
 * the sentence, so a check the browser missed still reads as clearly as one it made.
 */
export const serverProblem = (error: unknown) => {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const field = fieldOfError(error);
  if (field === 'content') return 'feedback.errors.content.server';
  if (field === 'category') return 'feedback.errors.category';
  if (field === 'image' || field === 'form') return 'feedback.errors.image.server';
  return null;
};
