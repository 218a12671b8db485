import type { ProposalInput } from './schemas';

/**
 * The proposal wizard's steps and the fields each one validates before `Next` (no zod here: the
 * wizard renders with it before its validation is loaded).
 */
export const proposalSteps = [
  ['eventType', 'guestCount', 'preferredDate'],
  ['offerTypes'],
  ['contactPerson', 'companyName', 'phoneNumber', 'email', 'additionalNotes'],
  ['consent'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof ProposalInput>>;
