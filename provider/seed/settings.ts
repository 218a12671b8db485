import { defaultFacts } from '../../lib/site';
import type { SettingsDocument } from '../types';

/**
 * The venue facts the embedded provider starts with: the site's own defaults (lib/site.ts), so a
 * fresh provider and a provider without settings show the same venue, and each fact is written once.
 */
export const SEED_SETTINGS: SettingsDocument = structuredClone(defaultFacts);
