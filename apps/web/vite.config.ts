/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadGuard } from './first-load-guard.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const src = fileURLToPath(new URL('./src', import.meta.url));

/** The API serves /api and the uploaded, resized images under /media. */
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/media': { target: apiTarget, changeOrigin: true },
};

/** Long-lived vendor chunks: they change less often than our code, so repeat visits hit the cache. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), firstLoadGuard()],
  resolve: { alias: { '@': src } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2023',
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});
