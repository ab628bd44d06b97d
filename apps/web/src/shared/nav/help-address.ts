/** Where a help reader is: all topics, one topic's articles, or one article. */
export interface HelpSelection {
  category: string | null;
  article: number | null;
}

export const noSelection: HelpSelection = { category: null, article: null };

/**
 * Deep link of a selection: `?category=account&article=12` (the path stays: /help or /helpmc).
 * Kept apart from the help page so the footer's links cost the first download nothing.
 */
export const helpSearch = (selection: HelpSelection) => {
  const params = new URLSearchParams();
  if (selection.category) params.set('category', selection.category);
  if (selection.article !== null) params.set('article', String(selection.article));
  const search = params.toString();
  return search ? `?${search}` : '?';
};
