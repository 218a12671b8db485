import type { Control, UseFormRegister } from 'react-hook-form';
import { emptyProposal, type ProposalValues } from '@/lib/forms/proposal-draft';
import type { ProposalData, ProposalInput } from '@/lib/validation/schemas';
import type { ProposalLabels } from './labels';

/** A field of the proposal form. */
export type FieldName = keyof ProposalValues;

/** The form's values with every field present (the form starts from emptyProposal). */
export function current(values: Partial<ProposalInput>): ProposalValues {
  return {
    ...emptyProposal,
    ...values,
    offerTypes: values.offerTypes ?? [],
    additionalNotes: values.additionalNotes ?? '',
  };
}

export type Option = { value: string; label: string };

/** What every step gets from the wizard: its labels, the form, and each field's id and message. */
export type StepFields = {
  labels: ProposalLabels;
  register: UseFormRegister<ProposalInput>;
  control: Control<ProposalInput, unknown, ProposalData>;
  fieldError: (name: FieldName) => string | undefined;
  fieldId: (name: FieldName) => string;
  /**
   * The values as the step is drawn, for the markup (react-hook-form fills its fields only once
   * hydrated, and a page the server draws after a native post must show them).
   */
  values: ProposalValues;
  /** The field a page drawn by the server after a native post focuses first. */
  focusField?: FieldName;
};
