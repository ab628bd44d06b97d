import type { z } from 'zod';

/** Who may call a route. `public` needs no token; the others need a session of that kind. */
export type Audience = 'public' | 'player' | 'agent' | 'admin';
export const audiences: readonly Audience[] = ['public', 'player', 'agent', 'admin'];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One API call, defined once and used by the server (validation, OpenAPI) and the web client. */
export interface RouteContract<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Audience = Audience,
> {
  method: HttpMethod;
  path: string;
  audience: A;
  summary: string;
  tags: string[];
  query?: Q;
  body?: B;
  /** schema of the envelope's `value` */
  response: R;
}

export const defineRoute = <
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends Audience = Audience,
>(
  route: RouteContract<Q, B, R, A>,
) => route;

export type RouteValue<T> = T extends RouteContract<z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
export type RouteQuery<T> = T extends RouteContract<infer Q, z.ZodType, z.ZodType> ? z.infer<Q> : never;
