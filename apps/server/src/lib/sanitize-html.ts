import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** Operator-written HTML (help, notices) is cleaned on the server as well as in the browser. */
export const sanitizeHtml = (html: string): string => {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
};
