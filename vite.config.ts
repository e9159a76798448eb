import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite build of the browser app: one entry (index.html → src/main.tsx); the admin is a lazy
 * chunk loaded only under /admin. In development the API and locales are proxied to the
 * Fastify server on port 3000.
 */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/client', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/locales': 'http://127.0.0.1:3000',
    },
  },
});
