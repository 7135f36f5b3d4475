import type { AvetmissClient } from './client.ts';
import { asLines, formatRecord } from './fixed-width.ts';
import { CURRENT_RELEASE } from './release.ts';
import type { NatWriteOptions } from './write-options.ts';

/** NAT00085 Client postal details: one line, the learner's name, postal address and contacts. */
export function writeNat00085(client: AvetmissClient, { release = CURRENT_RELEASE, lineEnding }: NatWriteOptions = {}) {
  const postal = client.postalAddress ?? client.residentialAddress;
  const record = formatRecord(release.NAT00085, {
    clientId: client.clientId,
    title: client.title,
    firstGivenName: client.name.given,
    lastName: client.name.family,
    building: postal.building,
    flatUnit: postal.flatUnit,
    streetNumber: postal.streetNumber,
    streetName: postal.streetName,
    postalDeliveryBox: client.postalAddress?.postalDeliveryBox,
    postalSuburb: postal.suburb,
    postcode: postal.postcode,
    state: postal.state,
    phoneHome: client.phoneHome,
    phoneWork: client.phoneWork,
    phoneMobile: client.phoneMobile,
    email: client.email,
    emailAlternative: client.emailAlternative,
  });
  return asLines([record], lineEnding);
}
