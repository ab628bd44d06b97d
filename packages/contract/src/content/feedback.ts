/** Content and messages (issue #12): the feedback slice's routes and shapes. */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { controlCharacterMessage, hasControlCharacter } from '../text.ts';
import { pageOf } from '../wallet/index.ts';
import {
  feedbackCategories,
  feedbackContentProblem,
  feedbackLimits,
  feedbackStatuses,
} from './paths-feedback.ts';

export {
  adminFeedbackImagePath,
  type FeedbackCategory,
  type FeedbackStatus,
  feedbackCategories,
  feedbackContentProblem,
  feedbackImagePath,
  feedbackLimits,
  feedbackStatuses,
  textLength,
} from './paths-feedback.ts';

const contentMessages = {
  empty: 'Input cannot be empty',
  short: `must be at least ${feedbackLimits.contentMin} characters`,
  long: `must be at most ${feedbackLimits.contentMax} characters`,
  control: controlCharacterMessage,
} as const;

/**
 * The text fields of the multipart feedback form; the files are its `image` parts. The content is
 * plain text: stored as typed (trimmed) and shown as text, so markup in it never becomes markup.
 */
export const feedbackFieldsSchema = z.object({
  category: z.enum(feedbackCategories),
  content: z
    .string()
    .superRefine((value, context) => {
      const problem = feedbackContentProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: contentMessages[problem] });
    })
    .transform((value) => value.trim()),
});

/** One feedback as its author sees it: the operator's reply and when, never who answered. */
export const feedbackRowSchema = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  content: z.string(),
  status: z.enum(feedbackStatuses),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** ids for the image address (feedbackImagePath?id=) */
  imageIds: z.array(z.number().int()),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

/** One feedback in the operators' inbox: its author and who answered. */
export const adminFeedbackRowSchema = feedbackRowSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  repliedBy: z.string().nullable(),
});
export type AdminFeedbackRow = z.infer<typeof adminFeedbackRowSchema>;

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};

export const sendFeedback = defineRoute({
  method: 'PUT',
  path: '/wps/feedback',
  audience: 'player',
  summary:
    `Send feedback (multipart/form-data: category ${feedbackCategories.join('|')}, content ` +
    `${feedbackLimits.contentMin}-${feedbackLimits.contentMax} characters, and 0-${feedbackLimits.maxImages} ` +
    '`image` files png/jpg ≤5 MB each, checked by their bytes)',
  tags: ['content'],
  response: feedbackRowSchema,
});

export const listMyFeedback = defineRoute({
  method: 'GET',
  path: '/wps/feedback',
  audience: 'player',
  summary: "The player's own feedback, newest first, each with the operator's reply when answered",
  tags: ['content'],
  query: z.object(pageQuery),
  response: pageOf(feedbackRowSchema),
});

export const listAdminFeedback = defineRoute({
  method: 'GET',
  path: '/wps/admin/content/feedback',
  audience: 'admin',
  summary: "The merchant's feedback inbox, newest first, by status (content.read)",
  tags: ['admin'],
  query: z.object({ status: z.enum([...feedbackStatuses, 'all']).default('open'), ...pageQuery }),
  response: pageOf(adminFeedbackRowSchema),
});

export const getAdminFeedback = defineRoute({
  method: 'GET',
  path: '/wps/admin/content/feedback/detail',
  audience: 'admin',
  summary: 'One feedback of the merchant with its image ids (content.read)',
  tags: ['admin'],
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: adminFeedbackRowSchema,
});

export const replyFeedback = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/feedback/reply',
  audience: 'admin',
  summary: `Answer a feedback in plain text, 1-${feedbackLimits.replyMax} characters; it becomes answered (feedback.reply; audited)`,
  tags: ['admin'],
  body: z.object({
    id: z.number().int().positive(),
    reply: z
      .string()
      .trim()
      .min(1, 'Input cannot be empty')
      .refine(
        (value) => [...value].length <= feedbackLimits.replyMax,
        `must be at most ${feedbackLimits.replyMax} characters`,
      )
      .refine((value) => !hasControlCharacter(value), controlCharacterMessage),
  }),
  response: adminFeedbackRowSchema,
});
