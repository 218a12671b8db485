import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
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
    // A hang guard, never an assertion (a test times its subject on a fake clock, or checks which
    // deadline fired): at load 20-30 on two cores a test rendering a form step by step in jsdom
    // took over 15 s.
    testTimeout: 60_000,
    // One worker more than there are cores (Vitest's default is one fewer): many files wait on a real
    // Redis, a provider or timers, and on two cores one worker left the second idle (60 s -> 37 s
    // alone; `npm test`'s first stage, beside the type check and lint, 74 s -> 56 s).
    maxWorkers: availableParallelism() + 1,
    setupFiles: ['./vitest.setup.ts'],
    // next-intl's navigation imports `next/navigation`, which only a bundler resolves (Next has no
    // exports map): let Vite handle it as it does in the app.
    server: { deps: { inline: ['next-intl'] } },
  },
});
