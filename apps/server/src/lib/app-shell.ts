import { bootStatusBlockId } from '@croupier/contract';

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
