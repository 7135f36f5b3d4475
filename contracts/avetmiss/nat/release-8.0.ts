import { defineLayout } from './layout.ts';

/**
 * AVETMISS 8.0, the field tables of NCVER's "AVETMISS VET Provider Collection specifications: release 8.0" for the
 * four client files. Widths and order checked against the public readers jobready/avetmiss_data (v8),
 * bluedogtraining/avetmiss (V8) and ryan-senn/avetmiss (NAT00080's statistical areas, which the others omit); the
 * types of the code fields follow the readers where NCVER's tables could not be read offline (docs/avetmiss.md).
 */

export const NAT00080 = defineLayout('NAT00080', 347, [
  { name: 'clientId', start: 1, width: 10, type: 'A', exact: true },
  { name: 'nameForEncryption', start: 11, width: 60, type: 'A' },
  { name: 'highestSchoolLevel', start: 71, width: 2, type: 'A', notStated: '@@' },
  { name: 'sex', start: 73, width: 1, type: 'A', notStated: '@' },
  { name: 'dateOfBirth', start: 74, width: 8, type: 'D', notStated: '@@@@@@@@' },
  { name: 'postcode', start: 82, width: 4, type: 'A', notStated: '@@@@' },
  { name: 'indigenousStatus', start: 86, width: 1, type: 'A', notStated: '@' },
  { name: 'mainLanguage', start: 87, width: 4, type: 'A', notStated: '@@@@' },
  { name: 'labourForceStatus', start: 91, width: 2, type: 'A', notStated: '@@' },
  { name: 'countryOfBirth', start: 93, width: 4, type: 'A', notStated: '@@@@' },
  { name: 'disabilityFlag', start: 97, width: 1, type: 'A', notStated: '@' },
  { name: 'priorEducationFlag', start: 98, width: 1, type: 'A', notStated: '@' },
  { name: 'atSchoolFlag', start: 99, width: 1, type: 'A', notStated: '@' },
  { name: 'suburb', start: 100, width: 50, type: 'A' },
  { name: 'usi', start: 150, width: 10, type: 'A', exact: true },
  { name: 'state', start: 160, width: 2, type: 'N' },
  { name: 'building', start: 162, width: 50, type: 'A' },
  { name: 'flatUnit', start: 212, width: 30, type: 'A' },
  { name: 'streetNumber', start: 242, width: 15, type: 'A' },
  { name: 'streetName', start: 257, width: 70, type: 'A' },
  { name: 'surveyContactStatus', start: 327, width: 1, type: 'A' },
  { name: 'sa1', start: 328, width: 11, type: 'A' },
  { name: 'sa2', start: 339, width: 9, type: 'A' },
]);

export const NAT00085 = defineLayout('NAT00085', 557, [
  { name: 'clientId', start: 1, width: 10, type: 'A', exact: true },
  { name: 'title', start: 11, width: 4, type: 'A' },
  { name: 'firstGivenName', start: 15, width: 40, type: 'A' },
  { name: 'lastName', start: 55, width: 40, type: 'A' },
  { name: 'building', start: 95, width: 50, type: 'A' },
  { name: 'flatUnit', start: 145, width: 30, type: 'A' },
  { name: 'streetNumber', start: 175, width: 15, type: 'A' },
  { name: 'streetName', start: 190, width: 70, type: 'A' },
  { name: 'postalDeliveryBox', start: 260, width: 22, type: 'A' },
  { name: 'postalSuburb', start: 282, width: 50, type: 'A' },
  { name: 'postcode', start: 332, width: 4, type: 'A' },
  { name: 'state', start: 336, width: 2, type: 'N' },
  { name: 'phoneHome', start: 338, width: 20, type: 'A' },
  { name: 'phoneWork', start: 358, width: 20, type: 'A' },
  { name: 'phoneMobile', start: 378, width: 20, type: 'A' },
  { name: 'email', start: 398, width: 80, type: 'A', exact: true },
  { name: 'emailAlternative', start: 478, width: 80, type: 'A', exact: true },
]);

export const NAT00090 = defineLayout('NAT00090', 12, [
  { name: 'clientId', start: 1, width: 10, type: 'A', exact: true },
  { name: 'disabilityType', start: 11, width: 2, type: 'N' },
]);

export const NAT00100 = defineLayout('NAT00100', 13, [
  { name: 'clientId', start: 1, width: 10, type: 'A', exact: true },
  { name: 'priorEducation', start: 11, width: 3, type: 'N' },
]);

/** Release 8.0's client files, one layout each. */
export const RELEASE_8_0 = { NAT00080, NAT00085, NAT00090, NAT00100 } as const;
