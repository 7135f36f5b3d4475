import { STATE_CODE_BY_ABBREVIATION } from '../../../contracts/avetmiss/codes/state.ts';
import type { Address } from '../../../contracts/avetmiss/nat/client.ts';
import type { HandoffAdapter, HandoffApplication } from './adapter.ts';

/** An aXcelerate activity instance: its ID and type (p accredited program, w workshop, el e-learning). */
export interface AxcelerateInstance {
  instanceID: number;
  type: 'p' | 'w' | 'el';
}

export interface AxcelerateOptions {
  /** AXCELERATE_API_URL, e.g. https://<account>.app.axcelerate.com/api */
  apiUrl: string;
  /** AXCELERATE_API_TOKEN and AXCELERATE_WS_TOKEN, sent as the `apitoken` and `wstoken` headers. */
  apiToken: string;
  wsToken: string;
  /** The aXcelerate activity instance of an application's intake, when a coordinator has set one. */
  instanceOf: (application: Pick<HandoffApplication, 'answers'>) => Promise<AxcelerateInstance | undefined>;
  timeoutMs?: number;
}

/** aXcelerate's state names: its documentation lists NSW … ACT, OTH (other territories) and OVS (overseas). */
const STATE_NAME: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(STATE_CODE_BY_ABBREVIATION).map(([name, code]) => [code, name])),
  '09': 'OTH',
  '99': 'OVS',
};

type Fields = Record<string, string | undefined>;

const isStated = (code: string | undefined) => Boolean(code) && !/^@+$/.test(code!);
const stated = (code: string | undefined) => (isStated(code) ? code : undefined);
const flag = (code: string) => (code === 'Y' ? 'true' : code === 'N' ? 'false' : undefined);
const kindsFlag = (kinds: readonly string[] | null) => (kinds === null ? undefined : String(kinds.length > 0));

const addressFields = (address: Address & { postalDeliveryBox?: string }, prefix: '' | 's'): Fields => ({
  [`${prefix}buildingName`]: address.building || undefined,
  [`${prefix}unitNo`]: address.flatUnit || undefined,
  [`${prefix}streetNo`]: address.streetNumber || undefined,
  [`${prefix}streetName`]: address.streetName || undefined,
  [prefix ? 'sPOBox' : 'POBox']: address.postalDeliveryBox || undefined,
  [`${prefix}city`]: address.suburb,
  [`${prefix}state`]: STATE_NAME[address.state],
  [`${prefix}postcode`]: address.postcode === 'OSPC' ? undefined : address.postcode,
});

/**
 * The contact's fields, named as aXcelerate's `POST /contact/` documents them. The reference goes in `optionalID`,
 * by which a second attempt finds the contact instead of making another. "Not stated" is left out, except for
 * prior education, whose field documents `@`.
 */
export function contactFields({ reference, client }: HandoffApplication): Fields {
  const postal = client.postalAddress ?? client.residentialAddress;
  return {
    // givenName is required: a learner with one name gives it as both (an assumption: see docs/handoff.md).
    givenName: client.name.given ?? client.name.family,
    surname: client.name.family,
    middleName: client.name.other,
    emailAddress: client.email,
    mobilephone: client.phoneMobile,
    dob: client.dateOfBirth,
    sex: stated(client.sex),
    USI: client.usi,
    optionalID: reference,
    ...addressFields(postal, ''),
    ...addressFields(client.residentialAddress, 's'),
    CountryofBirthID: stated(client.countryOfBirth),
    MainLanguageID: stated(client.mainLanguage),
    LabourForceID: stated(client.labourForceStatus),
    HighestSchoolLevelID: stated(client.highestSchoolLevel),
    AtSchoolFlag: flag(client.atSchool),
    IndigenousStatusID: stated(client.indigenousStatus),
    DisabilityFlag: kindsFlag(client.disabilities),
    DisabilityTypeIDs: client.disabilities?.length ? client.disabilities.join(',') : undefined,
    PriorEducationStatus: kindsFlag(client.priorEducation),
    PriorEducationIDs:
      client.priorEducation === null ? '@' : client.priorEducation.length ? client.priorEducation.join(',') : undefined,
    SurveyContactStatusCode: client.surveyContactStatus,
  };
}

const form = (fields: Fields) =>
  new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));

/**
 * aXcelerate's REST API: find the contact by the reference (`GET /contacts/search?optionalID=`) or create it
 * (`POST /contact/`), check its USI (`POST /contact/verifyUSI`), and, when the intake has an aXcelerate instance,
 * make a tentative enrolment (`POST /course/enrol`) unless the contact is already enrolled in it
 * (`GET /course/enrolments`). Any answer but a success throws, naming the call and its status, so the hand-off
 * retries it after its backoff.
 */
export function axcelerateAdapter({
  apiUrl,
  apiToken,
  wsToken,
  instanceOf,
  timeoutMs = 20_000,
}: AxcelerateOptions): HandoffAdapter {
  const base = apiUrl.replace(/\/$/, '');
  async function call(method: 'GET' | 'POST', path: string, fields: Fields): Promise<unknown> {
    const body = form(fields);
    const url = method === 'GET' ? `${base}${path}?${body}` : `${base}${path}`;
    const answer = await fetch(url, {
      method,
      headers: {
        apitoken: apiToken,
        wstoken: wsToken,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!answer.ok) throw new Error(`aXcelerate ${method} ${path} answered ${answer.status}`);
    return answer.json();
  }

  return {
    name: 'axcelerate',
    async deliver(application) {
      // First, so an instance that cannot be looked up yet fails the step before any call is made.
      const instance = await instanceOf(application);
      const found = (await call('GET', '/contacts/search', { optionalID: application.reference })) as {
        CONTACTID: number;
      }[];
      const contactID = String(
        found[0]?.CONTACTID ??
          ((await call('POST', '/contact/', contactFields(application))) as { CONTACTID: number }).CONTACTID,
      );
      if (application.client.usi) await call('POST', '/contact/verifyUSI', { contactID });
      if (instance) {
        const enrolled = (await call('GET', '/course/enrolments', {
          contactID,
          instanceID: String(instance.instanceID),
          type: instance.type,
        })) as unknown[];
        if (enrolled.length === 0)
          await call('POST', '/course/enrol', {
            contactID,
            instanceID: String(instance.instanceID),
            type: instance.type,
            tentative: 'true',
          });
      }
      return found.length > 0 ? 'already-there' : 'delivered';
    },
    async enrolment(application) {
      const instance = await instanceOf(application);
      return instance
        ? `Enrolment: made as tentative in aXcelerate instance ${instance.instanceID}; confirm it there.`
        : 'Enrolment: none made. The intake has no aXcelerate instance ID on the live site: enrol the learner in aXcelerate by hand.';
    },
    // What aXcelerate holds is the training team's record, kept by their own rules: the site keeps nothing here.
    forget: () => Promise.resolve(),
  };
}
