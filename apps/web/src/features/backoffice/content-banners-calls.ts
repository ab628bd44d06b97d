import {
  deleteAdminBanner,
  listAdminBanners,
  publishAdminBanner,
  type RouteContract,
  saveAdminBanner,
} from '@croupier/contract';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

type BodyOf<C extends RouteContract> = z.input<NonNullable<C['body']>>;

/** Every banners query of the back office starts with this key, so a change refreshes the list. */
export const bannersKey = ['backoffice', 'content', 'banners'] as const;

export const adminBannersCall = () => asOperator(listAdminBanners, {});
export const saveAdminBannerCall = (body: BodyOf<typeof saveAdminBanner>) =>
  asOperator(saveAdminBanner, { body });
export const publishAdminBannerCall = (body: BodyOf<typeof publishAdminBanner>) =>
  asOperator(publishAdminBanner, { body });
export const deleteAdminBannerCall = (id: number) => asOperator(deleteAdminBanner, { body: { id } });
