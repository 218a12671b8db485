/**
 * Ports and secrets of the end-to-end server, kept off 3000/4000 so a running site is untouched.
 * E2E_SITE_PORT / E2E_PROVIDER_PORT let parallel checkouts run their suites side by side.
 */
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 4100);

export const E2E = {
  sitePort,
  providerPort,
  site: `http://127.0.0.1:${sitePort}`,
  provider: `http://127.0.0.1:${providerPort}`,
  adminToken: 'e2e-admin-token',
  draftSecret: 'e2e-draft-secret',
  revalidateSecret: 'e2e-revalidate-secret',
} as const;
