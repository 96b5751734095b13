import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.compress.ts';

const apiTarget = process.env.COMPTOIR_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages are chunks of their own (src/app/routes.tsx); a chunk over this is a sign something heavy leaked in.
    chunkSizeWarningLimit: 500,
  },
});
