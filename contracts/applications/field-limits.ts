import { fieldLimit } from '../avetmiss/nat/limits.ts';

/**
 * The longest answer each question takes: the width of the field AVETMISS stores it in (NAT00080 client, NAT00085
 * postal details), read from the release's layout, so that an answer the learner gives always fits the file the
 * student management system is sent, and a learner whose answer would not fit is told at the question.
 */
export const FIELD_LIMITS = {
  nameForEncryption: fieldLimit('NAT00080', 'nameForEncryption'),
  familyName: fieldLimit('NAT00085', 'lastName'),
  firstGivenName: fieldLimit('NAT00085', 'firstGivenName'),
  building: fieldLimit('NAT00080', 'building'),
  flatUnit: fieldLimit('NAT00080', 'flatUnit'),
  streetNumber: fieldLimit('NAT00080', 'streetNumber'),
  streetName: fieldLimit('NAT00080', 'streetName'),
  postalDeliveryBox: fieldLimit('NAT00085', 'postalDeliveryBox'),
  suburb: fieldLimit('NAT00080', 'suburb'),
  postcode: fieldLimit('NAT00080', 'postcode'),
  email: fieldLimit('NAT00085', 'email'),
  mobile: fieldLimit('NAT00085', 'phoneMobile'),
} as const;
