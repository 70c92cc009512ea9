import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in web/; it imports the shared rules from ../domain, and in development
// proxies /api to the server started with `npm run dev:api`.
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [react()],
  // @domain/* (tsconfig paths) names the shared rules without ../../../../ chains.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
