import {
  deleteAdminHelpArticle,
  deleteAdminResource,
  type LanguageCode,
  listAdminHelpArticles,
  listAdminResources,
  type RouteContract,
  saveAdminHelpArticle,
  saveAdminResource,
} from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

type BodyOf<C extends RouteContract> = z.input<NonNullable<C['body']>>;

/** Every help query of the back office starts with this key, so a change refreshes the list. */
export const helpKey = ['backoffice', 'content', 'help'] as const;
export const resourcesKey = ['backoffice', 'content', 'resources'] as const;

export const adminHelpCall = (filter: {
  language?: LanguageCode | undefined;
  category?: string | undefined;
}) =>
  asOperator(listAdminHelpArticles, {
    query: {
      ...(filter.language ? { language: filter.language } : {}),
      ...(filter.category ? { category: filter.category } : {}),
    },
  });
export const saveAdminHelpCall = (body: BodyOf<typeof saveAdminHelpArticle>) =>
  asOperator(saveAdminHelpArticle, { body });
export const deleteAdminHelpCall = (id: number) => asOperator(deleteAdminHelpArticle, { body: { id } });

export const adminResourcesCall = () => asOperator(listAdminResources);
export const saveAdminResourceCall = (body: BodyOf<typeof saveAdminResource>) =>
  asOperator(saveAdminResource, { body });
export const deleteAdminResourceCall = (id: number) => asOperator(deleteAdminResource, { body: { id } });

/** After a change: the back office's list and, in this browser, the site's own help or download answers. */
export const refreshHelp = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: helpKey }),
    client.invalidateQueries({ queryKey: ['system', 'help'] }),
  ]);
export const refreshResources = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: resourcesKey }),
    client.invalidateQueries({ queryKey: ['system', 'resources'] }),
  ]);
