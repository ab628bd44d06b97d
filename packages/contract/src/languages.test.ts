import { describe, expect, it } from 'vitest';
import { catalogueFor, catalogueLanguages } from './languages.ts';

describe('catalogueFor', () => {
  it('reads a shipped language in its own catalogue, any other in English', () => {
    for (const code of catalogueLanguages) expect(catalogueFor(code)).toBe(code);
    expect(catalogueFor('JA')).toBe('EN');
    expect(catalogueFor('HE')).toBe('EN');
  });
});
