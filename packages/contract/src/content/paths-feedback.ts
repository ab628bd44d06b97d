/**
 * The zod-free twins (paths.ts) of the feedback slice's routes: one per route of feedback.ts, same
 * name. The feedback rules live here too, so the player's form checks them without loading zod.
 */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

/** What a player's feedback is about; the web translates each (feedback.category.<value>). */
export const feedbackCategories = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'suggestion',
  'other',
] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const feedbackStatuses = ['open', 'answered'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/**
 * Spec §5 says feedback has length bounds without naming them; ours (docs/content-feedback.md):
 * 10 to 1000 characters after trimming, counted as the person sees them (code points, so an emoji
 * or a CJK character is one). Images as spec §9: PNG or JPEG, at most 5 MB each, at most 3.
 */
export const feedbackLimits = {
  contentMin: 10,
  contentMax: 1000,
  replyMax: 2000,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  /** feedbacks a player may have waiting for an answer: bounds what one account stores */
  maxOpen: 5,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Length as a person counts it: code points, not UTF-16 units. */
export const textLength = (value: string) => [...value].length;

/** C0 controls other than tab, line feed and carriage return; DEL and the C1 block (as text.ts, without zod). */
const hasControl = (value: string) => {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f))
      return true;
  }
  return false;
};

/** What is wrong with a feedback text, the same answer in the browser and on the server. */
export const feedbackContentProblem = (raw: string): 'empty' | 'short' | 'long' | 'control' | null => {
  const value = raw.trim();
  if (value.length === 0) return 'empty';
  if (hasControl(value)) return 'control';
  const length = textLength(value);
  if (length < feedbackLimits.contentMin) return 'short';
  if (length > feedbackLimits.contentMax) return 'long';
  return null;
};

/** GET with `?id=`: the bytes of one of the player's own feedback images (never another's). */
export const feedbackImagePath = '/wps/feedback/image';
/** GET with `?id=`, admin: the bytes of one feedback image of the operator's merchant. */
export const adminFeedbackImagePath = '/wps/admin/content/feedback/image';

export const sendFeedback: RoutePath<typeof full.sendFeedback> = {
  method: 'PUT',
  path: '/wps/feedback',
  audience: 'player',
};
export const listMyFeedback: RoutePath<typeof full.listMyFeedback> = {
  method: 'GET',
  path: '/wps/feedback',
  audience: 'player',
};
export const listAdminFeedback: RoutePath<typeof full.listAdminFeedback> = {
  method: 'GET',
  path: '/wps/admin/content/feedback',
  audience: 'admin',
};
export const getAdminFeedback: RoutePath<typeof full.getAdminFeedback> = {
  method: 'GET',
  path: '/wps/admin/content/feedback/detail',
  audience: 'admin',
};
export const replyFeedback: RoutePath<typeof full.replyFeedback> = {
  method: 'POST',
  path: '/wps/admin/content/feedback/reply',
  audience: 'admin',
};
