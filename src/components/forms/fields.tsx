import type { ReactNode } from 'react';

/** Form controls shared by the contact and PD registration islands: label, hint and error wired for assistive tech. */

export const controlClass = (invalid = false) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-teal-600 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600 disabled:bg-mist-100 ${
    invalid ? 'border-red-700' : 'border-slate-400'
  }`;

export const errorId = (id: string) => `${id}-error`;

/** aria attributes of a control with an optional error. */
export const describedBy = (id: string, error?: string, hintId?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hintId, error ? errorId(id) : undefined].filter(Boolean).join(' ') || undefined,
});

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, required, optional, error, hint, className = '', children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
        {optional && <span className="ml-1.5 font-normal text-slate-600">(optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** The foot of a form: the key to the required-field star, and the submit button. */
export function FormActions({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between ${className}`}>
      <p className="text-sm text-slate-600">
        <span className="text-red-700" aria-hidden="true">
          *
        </span>{' '}
        Required field
      </p>
      {children}
    </div>
  );
}
