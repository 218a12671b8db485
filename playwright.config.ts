import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/ports';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E.site,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Background networking is refused on this closed network; keep Chromium on localhost.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/faults\.spec\.ts/, /preview\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Publishing is timed (live within 5 s): it runs after the others, with no test loading the server.
      name: 'publishing',
      testMatch: /preview\.spec\.ts/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Provider faults run last, on their own, so no other test sees a faulty provider.
      name: 'faults',
      testMatch: /faults\.spec\.ts/,
      dependencies: ['publishing'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${E2E.site}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.sitePort),
      PROVIDER_PORT: String(E2E.providerPort),
      PROVIDER_DB: ':memory:',
      PROVIDER_TEST_HOOKS: '1',
      PROVIDER_LOG: '0',
      PROVIDER_ADMIN_TOKEN: E2E.adminToken,
      DRAFT_SECRET: E2E.draftSecret,
      REVALIDATE_SECRET: E2E.revalidateSecret,
      SITE_REVALIDATE_URL: `${E2E.site}/api/revalidate`,
      NEXT_PUBLIC_SITE_URL: E2E.site,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
