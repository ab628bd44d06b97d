import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for the Chinese catalogue to the built shell. A first visit
 * opens in Chinese (the shell's language, boot.ts) and draws nothing before its catalogue is in,
 * which the app itself can only ask for once the first download has been evaluated; the hint lets
 * it come down beside that download instead. A visitor who chose another language fetches that
 * one as before.
 */
export const preloadShellCatalogue = (): Plugin => ({
  name: 'croupier:preload-shell-catalogue',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/i18n/cn.json'),
      );
      if (!chunk) throw new Error('the Chinese catalogue (src/i18n/cn.json) is no chunk of its own');
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  },
});
