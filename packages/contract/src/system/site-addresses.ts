/**
 * The site's addresses players may switch to (the side menu's Site addresses; spec §3 routers):
 * owners list, add and remove them in the back office (docs/site-addresses.md).
 */
import { z } from 'zod';
import { serialId } from '../ids.ts';
import { defineRoute } from '../route.ts';

/** how many addresses one site offers */
export const siteRoutesMax = 20;

export const siteRouteSchema = z.object({
  id: z.number().int(),
  host: z.string(),
  url: z.string(),
  /** milliseconds the address took to answer when last measured; null: not answering, or not yet measured */
  speed: z.number().int().nullable(),
  checkedAt: z.string().nullable(),
});
export type SiteRoute = z.infer<typeof siteRouteSchema>;

const tags = ['admin', 'site'];

export const listSiteRoutes = defineRoute({
  method: 'GET',
  path: '/wps/admin/merchant/routes',
  audience: 'admin',
  summary: "The site's addresses offered to players, in their order, with how each last answered (owners)",
  tags,
  response: z.array(siteRouteSchema),
});

export const addSiteRoute = defineRoute({
  method: 'POST',
  path: '/wps/admin/merchant/routes/add',
  audience: 'admin',
  summary: 'Offers another https address of the site to players, last in the list (owners; audited)',
  tags,
  body: z.object({
    url: z
      .string()
      .trim()
      .max(200)
      .pipe(
        z.url({ protocol: /^https$/, message: 'must be an https address, such as https://mirror.example' }),
      ),
  }),
  response: siteRouteSchema,
});

export const moveSiteRoute = defineRoute({
  method: 'POST',
  path: '/wps/admin/merchant/routes/move',
  audience: 'admin',
  summary:
    'Moves an address one place up or down in the order players see (owners; audited); answers the new order',
  tags,
  body: z.object({ id: serialId(), direction: z.enum(['up', 'down']) }),
  response: z.array(siteRouteSchema),
});

export const removeSiteRoute = defineRoute({
  method: 'POST',
  path: '/wps/admin/merchant/routes/remove',
  audience: 'admin',
  summary: 'Stops offering an address to players; the address still opens the site (owners; audited)',
  tags,
  body: z.object({ id: serialId() }),
  response: z.object({ id: z.number().int() }),
});
