import type { PdErrors } from '../../../contracts/pd-registration/validate';
import { pdFieldId } from '../../lib/pd-registration/form-edits';
import { Field, FieldError, controlClass, describedBy } from '../forms/fields';

interface Props {
  requirements: string;
  agreedToTerms: boolean;
  errors: PdErrors;
  termsHref: string;
  onRequirementsChange: (value: string) => void;
  onAgreedChange: (agreed: boolean) => void;
}

/** The PD form's last part: special requirements and the terms to agree to. */
export function ExtrasFields({
  requirements,
  agreedToTerms,
  errors,
  termsHref,
  onRequirementsChange,
  onAgreedChange,
}: Props) {
  return (
    <fieldset className="space-y-6">
      <legend className="mb-5 text-lg font-bold text-navy-900">Anything else</legend>
      <Field
        id={pdFieldId('requirements')}
        label="Special Requirements"
        optional
        hint="Accessibility needs, dietary requirements or anything our trainer should know."
      >
        <textarea
          id={pdFieldId('requirements')}
          name="requirements"
          rows={4}
          value={requirements}
          onChange={(event) => onRequirementsChange(event.target.value)}
          className={controlClass()}
          {...describedBy(pdFieldId('requirements'), undefined, `${pdFieldId('requirements')}-hint`)}
        />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={pdFieldId('agreedToTerms')}
            name="agreedToTerms"
            type="checkbox"
            checked={agreedToTerms}
            onChange={(event) => onAgreedChange(event.target.checked)}
            className="mt-1 size-5 shrink-0 accent-teal-700"
            aria-required="true"
            {...describedBy(pdFieldId('agreedToTerms'), errors.agreedToTerms)}
          />
          <label htmlFor={pdFieldId('agreedToTerms')} className="text-slate-800">
            I agree to the terms and conditions, including the{' '}
            <a href={termsHref} className="font-semibold text-teal-700 underline underline-offset-2">
              fees, charges and refunds policy
            </a>
            .
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          </label>
        </div>
        <FieldError id={pdFieldId('agreedToTerms')} error={errors.agreedToTerms} />
      </div>
    </fieldset>
  );
}
