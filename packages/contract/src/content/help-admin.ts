/** Content and messages (issue #12): the operators' help-centre articles and download links. */
import { z } from 'zod';
import { serialId } from '../ids.ts';
import { languageCodes } from '../languages.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';
import {
  helpCategoryPattern,
  helpContentMax,
  helpDevices,
  helpTitleMax,
  resourceLabelMax,
  resourceTypes,
  resourceUrlMax,
} from './paths-help-admin.ts';

const tags = ['content', 'help'];

export {
  type HelpDevice,
  helpCategoryKeys,
  helpCategoryPattern,
  helpContentMax,
  helpDevices,
  helpTitleMax,
  type ResourceType,
  resourceLabelMax,
  resourceTypes,
  resourceUrlMax,
} from './paths-help-admin.ts';

export const adminHelpArticleSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  device: z.enum(helpDevices),
  category: z.string(),
  title: z.string(),
  /** sanitized HTML */
  content: z.string(),
  sort: z.number().int(),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticleSchema>;

export const listAdminHelpArticles = defineRoute({
  method: 'GET',
  path: '/wps/admin/content/help',
  audience: 'admin',
  summary: "The merchant's help articles, of one language and category or all: language, category, sort, id",
  tags,
  query: z.object({
    language: z.enum(languageCodes).optional(),
    category: z.string().regex(helpCategoryPattern).optional(),
  }),
  response: z.array(adminHelpArticleSchema),
});

export const saveAdminHelpArticle = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/help/save',
  audience: 'admin',
  summary:
    'Create (no id) or change a help article: language, device, category key, title and HTML (sanitized), sort (owners; audited)',
  tags,
  body: z.object({
    id: serialId().optional(),
    language: z.enum(languageCodes),
    device: z.enum(helpDevices).default('WEB'),
    category: z.string().trim().regex(helpCategoryPattern, 'lower-case letters, digits, - or _'),
    title: plainText(helpTitleMax).pipe(z.string().min(1, 'must not be empty')),
    content: z.string().max(helpContentMax),
    sort: z.number().int().min(0).max(9999).default(0),
  }),
  response: adminHelpArticleSchema,
});

export const deleteAdminHelpArticle = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/help/delete',
  audience: 'admin',
  summary: 'Delete a help article (owners; audited)',
  tags,
  body: z.object({ id: serialId() }),
  response: z.object({ id: z.number().int() }),
});

export const adminResourceSchema = z.object({
  id: z.number().int(),
  resourceType: z.enum(resourceTypes),
  url: z.string(),
  labelNameEn: z.string(),
  sort: z.number().int(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

export const listAdminResources = defineRoute({
  method: 'GET',
  path: '/wps/admin/content/resources',
  audience: 'admin',
  summary: "The merchant's download links (the /down page and its QR codes), by sort",
  tags,
  response: z.array(adminResourceSchema),
});

export const saveAdminResource = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/resources/save',
  audience: 'admin',
  summary: 'Create (no id) or change a download link: type, https address, label, sort (owners; audited)',
  tags,
  body: z.object({
    id: serialId().optional(),
    resourceType: z.enum(resourceTypes),
    url: z
      .string()
      .trim()
      .max(resourceUrlMax)
      .pipe(z.url({ protocol: /^https$/, message: 'must be an https address' })),
    labelNameEn: plainText(resourceLabelMax).pipe(z.string().min(1, 'must not be empty')),
    sort: z.number().int().min(0).max(9999).default(0),
  }),
  response: adminResourceSchema,
});

export const deleteAdminResource = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/resources/delete',
  audience: 'admin',
  summary: 'Delete a download link (owners; audited)',
  tags,
  body: z.object({ id: serialId() }),
  response: z.object({ id: z.number().int() }),
});
