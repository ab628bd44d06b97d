/**
 * A person's name as people write it, for comparing two spellings of one name: case, spacing and
 * the width of letters aside ("SOK  Dara" and "sok dara" are one name; full-width letters are the
 * ASCII ones).
 */
export const personNameKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
