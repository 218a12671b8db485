import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**'],
    testTimeout: 15000,
    setupFiles: ['./vitest.setup.ts'],
    // next-intl's navigation imports `next/navigation`, which only a bundler resolves (Next has no
    // exports map): let Vite handle it as it does in the app.
    server: { deps: { inline: ['next-intl'] } },
  },
});
