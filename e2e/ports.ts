/**
 * Ports and secrets of the end-to-end servers, kept off 3000/4000 so a running site is untouched.
 * E2E_SITE_PORT / E2E_PROVIDER_PORT let parallel checkouts run their suites side by side; the
 * second site (same build, third parties switched on) and the stand-in script server derive from them.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
// One id per run (set in the runner, inherited by its workers and servers): what a site keeps on
// disk across restarts (its providers' last good answers) starts empty in every run.
const run = (process.env.E2E_RUN ??= `${Date.now().toString(36)}-${process.pid}`);
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 4100);
const thirdPartySitePort = sitePort + 20;
const thirdPartyProviderPort = providerPort + 20;
const standInPort = sitePort + 40;
const coldSitePort = sitePort + 60;
const nginxHttpsPort = sitePort + 80;

export const E2E = {
  sitePort,
  providerPort,
  site: `http://127.0.0.1:${sitePort}`,
  provider: `http://127.0.0.1:${providerPort}`,
  /** The same build started with analytics, chat and consent configured (stand-in scripts). */
  thirdPartySitePort,
  thirdPartyProviderPort,
  thirdPartySite: `http://127.0.0.1:${thirdPartySitePort}`,
  thirdPartyProvider: `http://127.0.0.1:${thirdPartyProviderPort}`,
  /** The site of e2e/faults.spec.ts, on a provider of its own: it has shown no page yet. */
  coldSitePort,
  coldSite: `http://127.0.0.1:${coldSitePort}`,
  /**
   * Sites and providers of their own for the fault specs and e2e/lifecycle.spec.ts: what they break, no
   * other test reads (the sites: coldSitePort + 1, + 3 facts never read, + 5 bind-address, + 7
   * lifecycle).
   */
  faultsProviderPort: providerPort + 60,
  lastGoodSitePort: coldSitePort + 1,
  lastGoodProviderPort: providerPort + 61,
  lifecycleProviderPort: providerPort + 67,
  /** nginx with deploy/nginx/venue.conf in front of the site (e2e/nginx.spec.ts): https, http, and a port nothing listens on. */
  nginxHttpsPort,
  nginxHttpPort: nginxHttpsPort + 1,
  deadUpstreamPort: nginxHttpsPort + 2,
  /** The site's Unix socket (SOCKET_PATH), nginx's way in as deployed, and one of a stopped instance. */
  siteSocket: path.join(tmpdir(), `venue-e2e-${sitePort}.sock`),
  stoppedInstanceSocket: path.join(tmpdir(), `venue-e2e-${sitePort}-stopped`, 'http.sock'),
  /** Serves e2e/stand-ins/: stand-in gtag.js and chat.js, on a host other than the sites'. */
  standInPort,
  standIns: `http://localhost:${standInPort}`,
  gaId: 'G-E2ETEST',
  chatWidgets: { en: 'widget-en', tr: 'widget-tr', ru: 'widget-ru' },
  adminToken: 'e2e-admin-token',
  draftSecret: 'e2e-draft-secret',
  revalidateSecret: 'e2e-revalidate-secret',
} as const;

/** The environment of an end-to-end site and its embedded provider. */
export function siteEnv(port: number, providerPort: number, site: string): Record<string, string> {
  return {
    PORT: String(port),
    PROVIDER_PORT: String(providerPort),
    PROVIDER_DB: ':memory:',
    LAST_GOOD_DIR: lastGoodDir(port),
    PROVIDER_TEST_HOOKS: '1',
    PROVIDER_LOG: '0',
    PROVIDER_ADMIN_TOKEN: E2E.adminToken,
    DRAFT_SECRET: E2E.draftSecret,
    REVALIDATE_SECRET: E2E.revalidateSecret,
    SITE_REVALIDATE_URL: `${site}/api/revalidate`,
    NEXT_PUBLIC_SITE_URL: site,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** Where the site on `port` keeps its providers' last good answers in this run (lib/provider/last-good.ts). */
export function lastGoodDir(port: number): string {
  return path.join(tmpdir(), `venue-e2e-${run}`, `last-good-${port}`);
}
