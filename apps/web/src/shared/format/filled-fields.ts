/**
 * Only filled fields travel: each text trimmed, an empty one left out (a name in a language left
 * empty falls back to English; a search field left empty searches everything).
 */
export const filledFields = <K extends string>(fields: Record<K, string>) =>
  Object.fromEntries(
    (Object.entries(fields) as [K, string][])
      .map(([key, text]) => [key, text.trim()] as const)
      .filter(([, text]) => text.length > 0),
  ) as Partial<Record<K, string>>;
