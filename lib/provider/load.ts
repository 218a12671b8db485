import { draftMode } from 'next/headers';
import { logProviderFailure } from './client';

export type Loaded<T> = { data: T; failed: boolean };

/** Runs a provider read; a failure is logged once and replaced by the fallback (SPEC §8). */
export async function loadOr<T>(
  what: string,
  fallback: T,
  read: () => Promise<T>,
): Promise<Loaded<T>> {
  try {
    return { data: await read(), failed: false };
  } catch (error) {
    logProviderFailure(what, error);
    return { data: fallback, failed: true };
  }
}

/** Editor preview: draft mode skips the cache and asks the provider for drafts. */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
