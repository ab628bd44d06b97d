/** Content and messages (issue #12): the customer-service slice's routes and shapes (docs/customer-service.md). */
import { z } from 'zod';
import { serialId } from '../ids.ts';
import { languageCodes } from '../languages.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';
import {
  csPositions,
  csTargetMax,
  csTitleMax,
  csTypes,
  isServiceLinkAllowed,
} from './paths-customer-service.ts';

const tags = ['content', 'customer service'];

export {
  type CsPosition,
  type CsType,
  csPositions,
  csShowsAt,
  csTargetMax,
  csTitleMax,
  csTypes,
  decryptServiceLink,
  encryptServiceLink,
  isServiceLinkAllowed,
  serviceLinkType,
  servicePopupFeatures,
} from './paths-customer-service.ts';

const position = z.union(csPositions.map((code) => z.literal(code)));
const type = z.union(csTypes.map((code) => z.literal(code)));

/** spec §3 customer-service entry {csPosition, csType, title}, in the caller's language */
export const serviceEntrySchema = z.object({
  id: z.number().int(),
  csPosition: position,
  csType: type,
  title: z.string(),
  /** the e-mail address (type 1) or the app link (type 2); empty for 3, whose link comes from getService */
  target: z.string(),
});

export const listServiceEntries = defineRoute({
  method: 'GET',
  path: '/wps/system/customerService',
  audience: 'public',
  summary:
    "The merchant's enabled customer-service entries (side menu and footer), titled in the Language header's language (else the merchant's default, else EN), by sort",
  tags,
  response: z.array(serviceEntrySchema),
});

export const getService = defineRoute({
  method: 'GET',
  path: '/wps/system/getService',
  audience: 'public',
  summary:
    'spec §7 getService: value.version.pathList [{type, path}]; type 3 is the live-chat link, its path encrypted with its last 8 characters as the key (empty list when no link is set)',
  tags,
  response: z.object({
    version: z.object({
      pathList: z.array(z.object({ type: z.number().int(), path: z.string() })),
    }),
  }),
});

const email = z.email().max(csTargetMax);
const https = z
  .string()
  .max(csTargetMax)
  .refine((value) => isServiceLinkAllowed(value) && value.startsWith('https://'), 'must be an https address');

export const adminServiceEntrySchema = z.object({
  id: z.number().int(),
  csPosition: position,
  csType: type,
  titles: z.record(z.string(), z.string()),
  target: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type AdminServiceEntry = z.infer<typeof adminServiceEntrySchema>;

const adminServiceSchema = z.object({
  entries: z.array(adminServiceEntrySchema),
  /** the live-chat link getService hands out (decrypted: operators see what they set), or null */
  serviceLink: z.string().nullable(),
});

export const listAdminServiceEntries = defineRoute({
  method: 'GET',
  path: '/wps/admin/content/service',
  audience: 'admin',
  summary: "The merchant's customer-service entries (by sort) and its live-chat link",
  tags,
  response: adminServiceSchema,
});

export const saveAdminServiceEntry = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/service/save',
  audience: 'admin',
  summary:
    "Create (no id) or change a customer-service entry: position, type, title per language (the merchant's default required), target (e-mail for 1, https link for 2, none for 3), sort, enabled (owners; audited)",
  tags,
  body: z
    .object({
      id: serialId().optional(),
      csPosition: position,
      csType: type,
      titles: z.partialRecord(
        z.enum(languageCodes),
        plainText(csTitleMax).pipe(z.string().min(1, 'must not be empty')),
      ),
      target: z.string().trim().max(csTargetMax).default(''),
      sort: z.number().int().min(0).max(9999).default(0),
      enabled: z.boolean().default(true),
    })
    .superRefine((body, context) => {
      const problem =
        body.csType === 1
          ? email.safeParse(body.target).success
            ? null
            : 'must be an e-mail address'
          : body.csType === 2
            ? https.safeParse(body.target).success
              ? null
              : 'must be an https address'
            : body.target === ''
              ? null
              : 'must be empty: the live-chat entry opens the service link';
      if (problem) context.addIssue({ code: 'custom', path: ['target'], message: problem });
    }),
  response: adminServiceEntrySchema,
});

export const deleteAdminServiceEntry = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/service/delete',
  audience: 'admin',
  summary: 'Delete a customer-service entry (owners; audited)',
  tags,
  body: z.object({ id: serialId() }),
  response: z.object({ id: z.number().int() }),
});

export const setAdminServiceLink = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/service/link',
  audience: 'admin',
  summary:
    'Set (an https address or a path of the site such as /helpmc) or clear (null) the live-chat link getService hands out (owners; audited)',
  tags,
  body: z.object({
    url: z
      .string()
      .trim()
      .max(csTargetMax)
      .refine(isServiceLinkAllowed, 'must be an https address or a path of this site')
      .nullable(),
  }),
  response: z.object({ serviceLink: z.string().nullable() }),
});
