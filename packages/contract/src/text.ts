import { z } from 'zod';

/** C0 controls other than tab, line feed and carriage return; DEL and the C1 block. */
const isControlCode = (code: number) =>
  (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

export const hasControlCharacter = (value: string): boolean => {
  for (let index = 0; index < value.length; index += 1) {
    if (isControlCode(value.charCodeAt(index))) return true;
  }
  return false;
};

export const controlCharacterMessage = 'must not contain control characters';

/**
 * Free text typed by a person (names, notes, references): trimmed, bounded, and never carrying
 * control characters — a NUL byte is refused by PostgreSQL and would otherwise surface as a 500.
 */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacter(value), controlCharacterMessage);

/**
 * The dotted path of the first string holding a control character anywhere inside `value`
 * (`body.payerReference`, `querystring.code`), or undefined. The server runs it over every
 * request's body, query and params before validation, so no schema can forget it.
 */
export const findControlCharacter = (value: unknown, path: string, depth = 0): string | undefined => {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const keyText = String(key);
    if (hasControlCharacter(keyText)) return `${path}.${keyText.replace(/[^\x20-\x7e]/g, '?')}`;
    const found = findControlCharacter(item, `${path}.${keyText}`, depth + 1);
    if (found) return found;
  }
  return undefined;
};
