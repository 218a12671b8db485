/** Ports and secrets of the end-to-end server (kept off 3000/4000 so a running dev site is untouched). */
export const E2E = {
  sitePort: 3100,
  providerPort: 4100,
  site: 'http://127.0.0.1:3100',
  provider: 'http://127.0.0.1:4100',
  adminToken: 'e2e-admin-token',
  draftSecret: 'e2e-draft-secret',
  revalidateSecret: 'e2e-revalidate-secret',
} as const;
