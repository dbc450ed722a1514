import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': dir('./src/web'), '@common': dir('./src/common') },
  },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The app, and the pre-rendered public pages with their few lines of script.
      input: { main: dir('./src/web/index.html'), public: dir('./src/web/public.html') },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
