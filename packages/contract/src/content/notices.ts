/** Content and messages (issue #12): the notices slice's routes and shapes (docs/content-notices.md). */
import { z } from 'zod';
import { serialId } from '../ids.ts';
import { instant } from '../instants.ts';
import { languageCodes } from '../languages.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';
import { noticeContentMax, noticeTitleMax, noticeTypes } from './paths-notices.ts';

const tags = ['content', 'notices'];

export { type NoticeType, noticeContentMax, noticeTitleMax, noticeTypes } from './paths-notices.ts';

/** spec §3 announcement {title, content} in the caller's language, with what the site needs to place it */
export const noticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(noticeTypes),
  title: z.string(),
  /** operator HTML, sanitized when saved; the browser sanitizes it again before showing it */
  content: z.string(),
  /** a B notice that also runs in the home marquee */
  marquee: z.boolean(),
  startsAt: z.string(),
  /** when the notice stops showing (a promotion's last day); null while the operator set no end */
  endsAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const listNotices = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSP_notices',
  audience: 'public',
  summary:
    "Published notices of one type showing now, in the Language header's language (else the merchant's default, else EN): sort, then newest first",
  tags,
  query: z.object({
    type: z.enum(noticeTypes).default('B'),
    platform: z.enum(['W']).default('W'),
    execution: z.enum(['B']).default('B'),
  }),
  response: z.array(noticeSchema),
});

const titles = z.partialRecord(
  z.enum(languageCodes),
  plainText(noticeTitleMax).pipe(z.string().min(1, 'must not be empty')),
);
const contents = z.partialRecord(z.enum(languageCodes), z.string().max(noticeContentMax));

export const adminNoticeRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(noticeTypes),
  titles: z.record(z.string(), z.string()),
  contents: z.record(z.string(), z.string()),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
  marquee: z.boolean(),
  /** draft (not published), or where now falls in the window of a published one */
  state: z.enum(['draft', 'scheduled', 'current', 'ended']),
  updatedAt: z.string(),
});
export type AdminNoticeRow = z.infer<typeof adminNoticeRowSchema>;

export const listAdminNotices = defineRoute({
  method: 'GET',
  path: '/wps/admin/content/notices',
  audience: 'admin',
  summary: "The merchant's notices of every type (or one), sort then newest start first",
  tags,
  query: z.object({ type: z.enum(noticeTypes).optional() }),
  response: z.array(adminNoticeRowSchema),
});

export const saveAdminNotice = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/notices/save',
  audience: 'admin',
  summary:
    "Create (no id) or change a notice: type, titles and HTML per language (the merchant's default language required; HTML sanitized), window, sort, marquee, published (owners; audited)",
  tags,
  body: z
    .object({
      id: serialId().optional(),
      type: z.enum(noticeTypes).default('B'),
      titles,
      contents: contents.default({}),
      startsAt: instant,
      endsAt: instant.nullable().optional(),
      sort: z.number().int().min(0).max(9999).default(0),
      marquee: z.boolean().default(false),
      published: z.boolean().default(false),
    })
    .refine((body) => !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
      path: ['endsAt'],
      message: 'must be after startsAt',
    })
    .refine((body) => !body.marquee || body.type === 'B', {
      path: ['marquee'],
      message: 'only a B notice runs in the marquee',
    })
    .refine((body) => Object.keys(body.contents).every((code) => code in body.titles), {
      path: ['contents'],
      message: 'each text needs a title in its language',
    }),
  response: adminNoticeRowSchema,
});

export const publishAdminNotice = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/notices/publish',
  audience: 'admin',
  summary: 'Publish or unpublish a notice (owners; audited)',
  tags,
  body: z.object({ id: serialId(), published: z.boolean() }),
  response: adminNoticeRowSchema,
});

export const deleteAdminNotice = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/notices/delete',
  audience: 'admin',
  summary: 'Delete a notice (owners; audited)',
  tags,
  body: z.object({ id: serialId() }),
  response: z.object({ id: z.number().int() }),
});
