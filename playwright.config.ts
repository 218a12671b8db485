import { defineConfig, devices } from '@playwright/test';
import { E2E, siteEnv } from './e2e/ports';
import { TEST_BROWSER } from './scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three at once on two cores: the desktop tests wait on the network and timers often enough that a
  // third worker keeps the CPU busy (measured: 133 s -> 109 s for content-b and events). The timed
  // projects after it keep two.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E.site,
    // A trace is recorded on the retry of a failed test (CI retries once; locally, --trace on): recording
    // every first run cost ~13 % of the suite's CPU (screencast and DOM snapshots of every page).
    trace: 'on-first-retry',
    // No service worker unless a test asks for one (e2e/shell.spec.ts): a worker between the page
    // and the network would hide requests from page.route in other tests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: TEST_BROWSER.path,
      // Under scripts/test-dates.ts the servers and tests run on a faked clock; Chromium does not run
      // under libfaketime, so it gets the environment without it.
      env: Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(LD_PRELOAD|FAKETIME)/.test(name)),
      ) as Record<string, string>,
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
      testIgnore: [
        /faults(-last-good)?\.spec\.ts/,
        /lifecycle\.spec\.ts/,
        /preview\.spec\.ts/,
        /editor\.spec\.ts/,
        /venue-facts\.spec\.ts/,
        /scale-out\.spec\.ts/,
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Timed tests (a publish live within 5 s): after the others, with no test loading the server.
      name: 'publishing',
      workers: 2,
      testMatch: /(preview|editor)\.spec\.ts/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Every venue fact changes for the whole site: alone, after the publishing tests.
      name: 'venue-facts',
      workers: 2,
      testMatch: /venue-facts\.spec\.ts/,
      dependencies: ['publishing'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Provider faults and the server's lifecycle, timed, after the desktop tests: each file on a
      // provider and a site of its own, so no other test sees a faulty provider and the three files
      // run side by side, beside the publishing tests.
      name: 'faults',
      workers: 3,
      testMatch: /(faults|faults-last-good|lifecycle)\.spec\.ts/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Two instances, one Redis, one provider of their own (docs/operations.md "Scaling out"): nothing
      // of the suite's site or provider, so beside venue-facts and faults, after the timed tests.
      name: 'scale-out',
      testMatch: /scale-out\.spec\.ts/,
      dependencies: ['publishing'],
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${E2E.site}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...siteEnv(E2E.sitePort, E2E.providerPort, E2E.site),
        // nginx reaches it there (e2e/nginx.spec.ts); 666: nginx's workers run as nobody under root.
        SOCKET_PATH: E2E.siteSocket,
        SOCKET_MODE: '666',
      },
    },
    {
      // The same build again, in its own process with its own provider, with every third party on.
      command: 'node scripts/start.mjs',
      url: `${E2E.thirdPartySite}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...siteEnv(E2E.thirdPartySitePort, E2E.thirdPartyProviderPort, E2E.thirdPartySite),
        // Only the proxy at 127.0.0.1 may forward addresses (e2e/hardening.spec.ts posts from 127.0.0.2).
        TRUSTED_PROXIES: '127.0.0.1, ::1',
        NEXT_PUBLIC_GA_ID: E2E.gaId,
        GA_SCRIPT_URL: `${E2E.standIns}/gtag.js`,
        NEXT_PUBLIC_CHAT_SCRIPT_URL: `${E2E.standIns}/chat.js?widget={id}`,
        NEXT_PUBLIC_CHAT_WIDGET_EN: E2E.chatWidgets.en,
        NEXT_PUBLIC_CHAT_WIDGET_TR: E2E.chatWidgets.tr,
        NEXT_PUBLIC_CHAT_WIDGET_RU: E2E.chatWidgets.ru,
      },
    },
    {
      command: 'node e2e/stand-ins/server.mjs',
      url: `http://127.0.0.1:${E2E.standInPort}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(E2E.standInPort) },
    },
  ],
});
