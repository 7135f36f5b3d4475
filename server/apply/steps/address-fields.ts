import type { Address } from '../../../contracts/applications/answers.ts';
import type { FieldErrors } from '../../../contracts/applications/field-errors.ts';
import { STATE } from '../../../contracts/avetmiss/codes/state.ts';
import { escapeHtml } from '../../forms/form-page.ts';
import { select, textInput } from '../fields-html.ts';
import { field } from './step.ts';

/** An address as posted, in the parts AVETMISS stores; a postal one may be a PO box. */
export function readAddress(form: URLSearchParams, prefix: string, kind: 'residential' | 'postal'): Address {
  const part = (name: string) => field(form, `${prefix}.${name}`);
  return {
    building: part('building'),
    flatUnit: part('flatUnit'),
    streetNumber: part('streetNumber'),
    streetName: part('streetName'),
    ...(kind === 'postal' ? { postalDeliveryBox: part('postalDeliveryBox') } : {}),
    suburb: part('suburb'),
    state: part('state'),
    postcode: part('postcode'),
  };
}

export function addressFields(
  legend: string,
  address: Address | undefined,
  prefix: string,
  kind: 'residential' | 'postal',
  errors: FieldErrors,
): string {
  const value = (name: keyof Address) => address?.[name] ?? '';
  const input = (name: keyof Address, label: string, autocomplete?: string, width = '') =>
    textInput({ name: `${prefix}.${name}`, label, errors }, value(name), { autocomplete, width });
  // The postal address is its own autofill section, so a browser fills it apart from where the learner lives.
  const section = kind === 'postal' ? 'section-postal ' : '';
  return `<fieldset class="mt-8"><legend class="text-lg font-bold text-navy-900">${escapeHtml(legend)}</legend>${[
    input('building', 'Building or property name (optional)'),
    input('flatUnit', 'Flat or unit (optional)', undefined, 'max-w-40'),
    input('streetNumber', 'Street number (optional)', undefined, 'max-w-40'),
    input('streetName', 'Street name', `${section}address-line1`),
    kind === 'postal' ? input('postalDeliveryBox', 'PO box or other postal delivery point (optional)') : '',
    input('suburb', 'Suburb, town or locality', `${section}address-level2`),
    select(
      { name: `${prefix}.state`, label: 'State or territory', errors },
      value('state'),
      STATE.codes.map((code) => ({ value: code.code, label: code.label })),
    ),
    input('postcode', 'Postcode', `${section}postal-code`, 'max-w-32'),
  ].join('')}</fieldset>`;
}

/** An address on one line, for "Check your answers". */
export const addressLine = (address: Address) =>
  [
    address.building,
    [address.flatUnit, address.streetNumber, address.streetName].filter((part) => part.trim()).join(' '),
    address.postalDeliveryBox,
    address.suburb,
    STATE.codes.find((code) => code.code === address.state)?.label,
    address.postcode,
  ]
    .filter((part) => part?.trim())
    .join(', ');
