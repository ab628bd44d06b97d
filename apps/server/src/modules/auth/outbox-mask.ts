/**
 * What an operator may read of a sent message: the digits of codes (4 to 8 in a row) and long
 * tokens (reset links) replaced, so reading the outbox never lets staff act as the player.
 */
export const maskCodes = (text: string) =>
  text
    .replace(/[A-Za-z0-9_-]{20,}/g, '••••••')
    .replace(/(?<!\d|\d[.,])\d{4,8}(?!\d|[.,]\d)/g, (digits) => '•'.repeat(digits.length));
