import type { AvetmissClient } from './client.ts';
import { asLines, formatRecord } from './fixed-width.ts';
import { nameForEncryption } from './name-for-encryption.ts';
import { CURRENT_RELEASE } from './release.ts';
import type { NatWriteOptions } from './write-options.ts';

/** A flag that follows from a list of kinds: Y some, N none, not stated when the learner did not say. */
const hasAny = (kinds: readonly string[] | null) => (kinds === null ? undefined : kinds.length > 0 ? 'Y' : 'N');

/** NAT00080 Client: one line, the learner's details and residential address. */
export function writeNat00080(client: AvetmissClient, { release = CURRENT_RELEASE, lineEnding }: NatWriteOptions = {}) {
  const address = client.residentialAddress;
  const record = formatRecord(release.NAT00080, {
    clientId: client.clientId,
    nameForEncryption: nameForEncryption(client.name),
    highestSchoolLevel: client.highestSchoolLevel,
    sex: client.sex,
    dateOfBirth: client.dateOfBirth,
    postcode: address.postcode,
    indigenousStatus: client.indigenousStatus,
    mainLanguage: client.mainLanguage,
    labourForceStatus: client.labourForceStatus,
    countryOfBirth: client.countryOfBirth,
    disabilityFlag: hasAny(client.disabilities),
    priorEducationFlag: hasAny(client.priorEducation),
    atSchoolFlag: client.atSchool,
    suburb: address.suburb,
    usi: client.usi,
    state: address.state,
    building: address.building,
    flatUnit: address.flatUnit,
    streetNumber: address.streetNumber,
    streetName: address.streetName,
    surveyContactStatus: client.surveyContactStatus,
    sa1: client.statisticalArea1,
    sa2: client.statisticalArea2,
  });
  return asLines([record], lineEnding);
}
