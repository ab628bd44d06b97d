import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberIdentities } from '../../db/schema.ts';

/**
 * A social-login provider checks an identity token it issued and names the person. None is
 * configured by default; an operator adds one (e.g. an OpenID Connect verifier) through AppDeps.
 */
export interface SocialLoginProvider {
  verify(idToken: string): Promise<{ subject: string } | null>;
}

export type SocialLoginProviders = ReadonlyMap<string, SocialLoginProvider>;

export const findLinkedMemberId = async (db: Db, provider: string, subject: string) =>
  (
    await db
      .select({ memberId: memberIdentities.memberId })
      .from(memberIdentities)
      .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)))
      .limit(1)
  )[0]?.memberId;
