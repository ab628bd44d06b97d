/** A name kept per language (a catalogue's, a deposit channel's): the reader's, else English, else `fallback`. */
export const localName = (names: Record<string, string>, language: string, fallback: string) =>
  names[language] || names.EN || fallback;
