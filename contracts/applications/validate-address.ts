import { isCodeIn } from '../avetmiss/codes/model.ts';
import { STATE } from '../avetmiss/codes/state.ts';
import { characterCount } from '../contact/message.ts';
import type { Address } from './answers.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { oneLine, tooLongMessage, type FieldErrors } from './field-errors.ts';

/** The state code of an address overseas, which has no Australian postcode (the NAT file writes OSPC). */
export const OVERSEAS_STATE = '99';

export const ADDRESS_MESSAGES = {
  state: 'Select the state or territory, or Overseas',
  suburb: 'Enter the suburb, town or locality',
  streetName: 'Enter the street name',
  streetOrBox: 'Enter a street name or a PO box',
  postcode: 'Enter the postcode',
  postcodeDigits: 'Postcode must be 4 digits',
} as const;

const OPTIONAL_PARTS = [
  ['building', 'Building or property name', FIELD_LIMITS.building],
  ['flatUnit', 'Flat or unit', FIELD_LIMITS.flatUnit],
  ['streetNumber', 'Street number', FIELD_LIMITS.streetNumber],
] as const;

/**
 * Problems with an address, keyed "<prefix>.<part>". A residential address needs a street; a postal one a
 * street or a PO box. An Australian address needs a 4-digit postcode.
 */
export function validateAddress(address: Address, prefix: string, kind: 'residential' | 'postal'): FieldErrors {
  const errors: FieldErrors = {};
  const part = (name: keyof Address) => oneLine(address[name]);
  const tooLong = (name: keyof Address, label: string, limit: number) => {
    if (characterCount(part(name)) > limit) errors[`${prefix}.${name}`] = tooLongMessage(label, limit);
  };
  for (const [name, label, limit] of OPTIONAL_PARTS) tooLong(name, label, limit);
  const street = part('streetName');
  const box = kind === 'postal' ? part('postalDeliveryBox') : '';
  if (street === '' && box === '')
    errors[`${prefix}.streetName`] = kind === 'postal' ? ADDRESS_MESSAGES.streetOrBox : ADDRESS_MESSAGES.streetName;
  tooLong('streetName', 'Street name', FIELD_LIMITS.streetName);
  if (kind === 'postal') tooLong('postalDeliveryBox', 'PO box', FIELD_LIMITS.postalDeliveryBox);
  if (part('suburb') === '') errors[`${prefix}.suburb`] = ADDRESS_MESSAGES.suburb;
  tooLong('suburb', 'Suburb, town or locality', FIELD_LIMITS.suburb);
  const state = part('state');
  if (!isCodeIn(STATE, state)) errors[`${prefix}.state`] = ADDRESS_MESSAGES.state;
  else if (state !== OVERSEAS_STATE) {
    const postcode = part('postcode').replace(/\s/g, '');
    if (postcode === '') errors[`${prefix}.postcode`] = ADDRESS_MESSAGES.postcode;
    else if (!/^\d{4}$/.test(postcode)) errors[`${prefix}.postcode`] = ADDRESS_MESSAGES.postcodeDigits;
  }
  return errors;
}
