import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadShellCatalogue } from './vite-catalogue-preload.ts';
import { precompress } from './vite-precompress.ts';
import { startAfterFirstPaint } from './vite-start-after-paint.ts';

const api = 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  // the server build (first screen, docs/first-screen.md) is read by Node from disk: no public
  // files, no compressed twins, no shell
  plugins: isSsrBuild ? [react()] : [react(), preloadShellCatalogue(), startAfterFirstPaint(), precompress()],
  base: '/',
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the API server reads which chunk holds each language's catalogue,
    // to hint the visitor's own in the shell (vite-catalogue-preload.ts)
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    // everything the first page evaluates in one file: a browser holds 6 connections per host, and
    // the shared pieces lazy pages also use were otherwise split into 8 small first-load requests
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/wps': api, '/lgw': api, '/healthz': api, '/docs': api },
  },
}));
