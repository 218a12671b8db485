import { EmailField, PhoneField } from '../ContactFields';
import { TextArea, TextField } from '../Field';
import type { StepFields } from './values';

/** Step 3: who is asking (the contact fields the contact form has too) and their notes. */
export function ContactStep({ labels, register, fieldError, fieldId, values }: StepFields) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        id={fieldId('contactPerson')}
        label={labels.contactPerson}
        required
        requiredLabel={labels.required}
        autoComplete="name"
        error={fieldError('contactPerson')}
        defaultValue={values.contactPerson}
        {...register('contactPerson')}
      />
      <TextField
        id={fieldId('companyName')}
        label={labels.companyName}
        required
        requiredLabel={labels.required}
        autoComplete="organization"
        error={fieldError('companyName')}
        defaultValue={values.companyName}
        {...register('companyName')}
      />
      <PhoneField
        id={fieldId('phoneNumber')}
        labels={labels}
        error={fieldError('phoneNumber')}
        defaultValue={values.phoneNumber}
        {...register('phoneNumber')}
      />
      <EmailField
        id={fieldId('email')}
        labels={labels}
        error={fieldError('email')}
        defaultValue={values.email}
        {...register('email')}
      />
      <TextArea
        id={fieldId('additionalNotes')}
        label={labels.additionalNotes}
        placeholder={labels.additionalNotesPlaceholder}
        requiredLabel={labels.required}
        error={fieldError('additionalNotes')}
        className="md:col-span-2"
        defaultValue={values.additionalNotes}
        {...register('additionalNotes')}
      />
    </div>
  );
}
