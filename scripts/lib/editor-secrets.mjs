// The secrets the site and the embedded provider share, for `npm start` and `npm run cluster`:
// preview links are signed with DRAFT_SECRET, publishing calls the site's webhook with
// REVALIDATE_SECRET, editors sign in to the workspace with PROVIDER_ADMIN_TOKEN.
import { randomBytes } from 'node:crypto';

export const EDITOR_SECRETS = ['DRAFT_SECRET', 'REVALIDATE_SECRET', 'PROVIDER_ADMIN_TOKEN'];

/** Values for the ones the environment leaves unset, generated for this run (new on restart). */
export function generateMissingSecrets(env = process.env) {
  const generated = {};
  for (const name of EDITOR_SECRETS) {
    if (!env[name]?.trim()) generated[name] = randomBytes(24).toString('base64url');
  }
  return generated;
}

/** The line that tells an editor where the workspace is and which token signs in. */
export function workspaceSignIn(providerUrl, generated) {
  const token = generated.PROVIDER_ADMIN_TOKEN
    ? `token ${generated.PROVIDER_ADMIN_TOKEN} (generated for this run; set PROVIDER_ADMIN_TOKEN to keep one)`
    : 'the PROVIDER_ADMIN_TOKEN you set';
  return `Editor workspace: ${providerUrl}/admin — sign in with ${token}`;
}
