import { bootStatusBlockId, type LanguageCode, languageInfo } from '@croupier/contract';

/**
 * JSON made safe to stand inside an HTML `<script>` data block: `<` can neither close the block
 * (`</script>`) nor open a comment (`<!--`), `>` and `&` are escaped alike, and the two line
 * separators JavaScript once refused in strings go as escapes. JSON.parse reads it back unchanged.
 */
export const jsonForScriptBlock = (json: string) =>
  json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/**
 * The app shell with the permission call's answer (its whole envelope) in a JSON data block, so
 * the page starts without waiting for that call. A data block is never run as script: the shell's
 * policy (no inline script) still holds.
 */
export const shellWithBootStatus = (shell: string, statusEnvelope: string) => {
  const block = `<script type="application/json" id="${bootStatusBlockId}">${jsonForScriptBlock(statusEnvelope)}</script>`;
  const end = shell.lastIndexOf('</body>');
  return end === -1 ? shell + block : shell.slice(0, end) + block + shell.slice(end);
};

/** where the built shell (apps/web/index.html) takes a server-drawn first screen, inside #root */
export const firstScreenMarker = '<!--first-screen-->';

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The shell with a first screen drawn on the server (lib/first-screen.ts) at its marker, the
 * page's language on `<html lang>` and the merchant's name as its title, as the site sets them
 * once it runs. A shell without the marker is left as it is.
 */
export const shellWithFirstScreen = (
  shell: string,
  screen: { html: string; language: LanguageCode; title: string },
) => {
  if (!shell.includes(firstScreenMarker)) return shell;
  return shell
    .replace(firstScreenMarker, () => screen.html)
    .replace(/<html lang="[^"]*"/, `<html lang="${languageInfo[screen.language].tag}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(screen.title)}</title>`);
};
