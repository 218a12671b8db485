/**
 * The proposal wizard's draft in session storage: what a visitor typed survives a reload and the
 * browser's back button, and is dropped once the request is sent. Whatever is stored is read back
 * defensively (another version of the site, a hand-edited value): unknown keys and wrong types are
 * ignored, never trusted.
 */
import type { ProposalInput } from '@/lib/validation/schemas';

export const DRAFT_KEY = 'andyshow:proposal-request:v1';
export const STEP_COUNT = 4;

export type ProposalValues = {
  eventType: string;
  guestCount: string;
  preferredDate: string;
  offerTypes: string[];
  contactPerson: string;
  companyName: string;
  phoneNumber: string;
  email: string;
  additionalNotes: string;
  consent: boolean;
};

export type Draft = { step: number; values: ProposalValues };

export const emptyProposal: ProposalValues = {
  eventType: '',
  guestCount: '',
  preferredDate: '',
  offerTypes: [],
  contactPerson: '',
  companyName: '',
  phoneNumber: '',
  email: '',
  additionalNotes: '',
  consent: false,
};

// The form's values must stay assignable to the schema's input.
const _check: ProposalInput = emptyProposal;
void _check;

const MAX_TEXT = 10_000;

/** A stored draft, or null when there is none worth restoring. */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { step, values } = data as { step?: unknown; values?: unknown };
  if (typeof values !== 'object' || values === null) return null;
  const stored = values as Record<string, unknown>;
  const out: ProposalValues = { ...emptyProposal, offerTypes: [] };
  for (const key of Object.keys(emptyProposal) as (keyof ProposalValues)[]) {
    const value = stored[key];
    if (key === 'offerTypes') {
      if (Array.isArray(value)) {
        out.offerTypes = value
          .filter((item): item is string => typeof item === 'string')
          .slice(0, 50);
      }
    } else if (key === 'consent') {
      out.consent = value === true;
    } else if (typeof value === 'string') {
      out[key] = value.slice(0, MAX_TEXT);
    }
  }
  const index = typeof step === 'number' && Number.isInteger(step) ? step : 0;
  return { step: Math.min(Math.max(index, 0), STEP_COUNT - 1), values: out };
}

export function serialiseDraft(draft: Draft): string {
  return JSON.stringify(draft);
}

/** Session storage may be missing or refuse writes (private mode, quota): drafts are then not kept. */
export function saveDraft(storage: Storage | undefined, draft: Draft) {
  try {
    storage?.setItem(DRAFT_KEY, serialiseDraft(draft));
  } catch {
    // not kept
  }
}

export function clearDraft(storage: Storage | undefined) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
