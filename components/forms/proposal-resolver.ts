import { zodResolver } from '@hookform/resolvers/zod';
import { proposalSchema } from '@/lib/validation/schemas';

/** The proposal wizard's validation, loaded on demand (see lazyResolver). */
export const proposalResolver = zodResolver(proposalSchema);
