/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: here('./pwa'),
  publicDir: here('./public'),
  resolve: {
    alias: { '@contract': here('./api/contract') },
  },
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  test: {
    root: here('.'),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          root: here('.'),
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'manifest/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'pwa',
          root: here('.'),
          include: ['pwa/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
