import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: { '/wps': api, '/lgw': api, '/healthz': api, '/docs': api },
  },
});
