import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The built shell's one script: it runs the site's code once the browser has painted a frame
 * after parsing, so home's first screen, drawn by the server (docs/first-screen.md), is on the
 * screen before the bundle's evaluation and React's first pass hold the main thread. Without it a
 * slow phone sometimes parsed the page, ran the bundle at once and painted the first screen only
 * after it (docs/first-page.md, fifth measurement). A hidden tab paints no frame: it starts at once,
 * and a frame that never comes starts the site after `fallbackMs` all the same (long enough for a slow
 * phone's first frame: a shorter wait would start the bundle before it there).
 */
const fallbackMs = 1000;
const loader = `(function () {
  var entry = document.currentScript.dataset.entry;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  if (document.visibilityState !== 'visible') return start();
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, ${fallbackMs});
})();
`;
const loaderFile = `assets/start-after-paint-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;

/** `<script type="module" crossorigin src="/assets/index-….js"></script>`, the entry Vite writes */
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * Replaces the entry's module script with a `modulepreload` of it (downloaded and compiled beside
 * the CSS, as before) and a deferred classic script that imports it after the first paint.
 */
export const startAfterFirstPaint = (): Plugin => ({
  name: 'croupier:start-after-first-paint',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: loaderFile, source: loader });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const found = entryScript.exec(html);
      if (!found)
        throw new Error('the built shell has no entry module script to start after the first paint');
      const entry = found[1]!;
      return html.replace(
        found[0],
        `<link rel="modulepreload" crossorigin href="${entry}">\n    ` +
          `<script defer src="/${loaderFile}" data-entry="${entry}"></script>`,
      );
    },
  },
});
