import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for aXcelerate's REST API, built from its published documentation (JSON copies in
 * nicholasnelson/axcelerate-client, docs/api/…): each endpoint's documented parameter names and which are
 * required, the `apitoken` and `wstoken` headers, form-encoded POST bodies and JSON answers shaped like the
 * documented samples. Like the real API it refuses a missing required or an unknown parameter (400), and it can be
 * told to answer 500 to the next calls.
 */

interface Endpoint {
  method: 'GET' | 'POST';
  required: string[];
  optional: string[];
}

// Parameter names as docs/api/contact/index.json lists them (POST /contact/, "create").
const CONTACT_CREATE = [
  'title',
  'emailAddress',
  'ContactActive',
  'dob',
  'sex',
  'middleName',
  'phone',
  'mobilephone',
  'workphone',
  'fax',
  'organisation',
  'orgId',
  'orgIds',
  'position',
  'section',
  'division',
  'SourceCodeID',
  'HistoricClientID',
  'USI',
  'LUI',
  'TFN',
  'VSN',
  'WorkReadyParticipantNumber',
  'SACEStudentID',
  'EmergencyContact',
  'EmergencyContactRelation',
  'EmergencyContactPhone',
  'ParentContactID',
  'buildingName',
  'unitNo',
  'streetNo',
  'streetName',
  'POBox',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'countryID',
  'country',
  'sbuildingName',
  'sunitNo',
  'sstreetNo',
  'sstreetName',
  'sPOBox',
  'saddress1',
  'saddress2',
  'scity',
  'sstate',
  'spostcode',
  'scountryID',
  'scountry',
  'CountryofBirthID',
  'CityofBirth',
  'CountryofCitizenID',
  'CitizenStatusID',
  'ResidencyStatusID',
  'LabourForceID',
  'MainLanguageID',
  'EnglishProficiencyID',
  'EnglishAssistanceFlag',
  'HighestSchoolLevelID',
  'HighestSchoolLevelYear',
  'AtSchoolFlag',
  'AtSchoolName',
  'PriorEducationStatus',
  'PriorEducationIDs',
  'DisabilityFlag',
  'DisabilityTypeIDs',
  'IndigenousStatusID',
  'ANZSCOCode',
  'ANZSICCode',
  'SurveyContactStatusCode',
  'EmailAddressAlternative',
  'employerContactID',
  'payerContactID',
  'supervisorContactID',
  'agentContactID',
  'coachContactID',
  'internationalContactID',
  'optionalID',
  'categoryIDs',
  'domainIDs',
  'checkEmailAddressUnique',
];

const ENDPOINTS: Record<string, Endpoint> = {
  '/contact/': { method: 'POST', required: ['givenName', 'surname'], optional: CONTACT_CREATE },
  // docs/api/contacts/search.json
  '/contacts/search': {
    method: 'GET',
    required: [],
    optional: [
      'q',
      'offset',
      'displayLength',
      'contactEntryDate',
      'lastUpdated',
      'givenName',
      'surname',
      'emailAddress',
      'contactRoleID',
      'contactIDs',
      'contactID',
      'optionalID',
      'DOB',
    ],
  },
  // docs/api/contact/verifyUSI.json
  '/contact/verifyUSI': { method: 'POST', required: ['contactID'], optional: [] },
  // docs/api/course/enrolments.json
  '/course/enrolments': {
    method: 'GET',
    required: [],
    optional: [
      'contactID',
      'orgID',
      'instanceID',
      'ID',
      'enrolmentDateOlderThan',
      'lastUpdated_min',
      'lastUpdated_max',
      'enrolmentDate_min',
      'enrolmentDate_max',
      'offset',
      'limit',
      'type',
      'filterType',
      'includeOrgChildren',
      'includeAwards',
    ],
  },
  // docs/api/course/enrol.json (the parameters this hand-off may send among those documented)
  '/course/enrol': {
    method: 'POST',
    required: ['contactID', 'instanceID', 'type'],
    optional: [
      'tentative',
      'payerID',
      'invoiceID',
      'PONumber',
      'generateInvoice',
      'lockInvoiceItems',
      'archiveInvoice',
      'forceBooking',
      'suppressNotifications',
      'StudyReasonID',
      'FundingNational',
      'dateCommenced',
    ],
  },
};

export interface StandInContact {
  CONTACTID: number;
  fields: Record<string, string>;
}

export interface AxcelerateStandIn {
  url: string;
  apiToken: string;
  wsToken: string;
  contacts: StandInContact[];
  enrolments: { contactID: number; instanceID: number; type: string; tentative: boolean }[];
  /** Every call: method, path and the parameter names it carried. */
  calls: { method: string; path: string; names: string[] }[];
  /** Answer 500 to `count` calls, after letting the next `after` through. */
  failNext(count: number, after?: number): void;
  /**
   * Does what the next call to `path` asks but never answers it, as a caller killed before the answer came sees it;
   * resolves once that call has been done.
   */
  withholdNextAnswer(path: string): Promise<void>;
  close(): Promise<void>;
}

export async function axcelerateStandIn(): Promise<AxcelerateStandIn> {
  const apiToken = 'stand-in-api-token';
  const wsToken = 'stand-in-ws-token';
  const contacts: StandInContact[] = [];
  const enrolments: AxcelerateStandIn['enrolments'] = [];
  const calls: AxcelerateStandIn['calls'] = [];
  let failures = 0;
  let passes = 0;
  let nextId = 5000;
  let withholding: { path: string; done: () => void } | null = null;

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname.replace(/^\/api/, '');
      const withheld = withholding?.path === path ? withholding : null;
      if (withheld) withholding = null;
      const answer = (status: number, json: unknown) => {
        if (withheld) return withheld.done();
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const endpoint = ENDPOINTS[path];
      if (!endpoint || endpoint.method !== request.method)
        return answer(404, { ERROR: true, MESSAGES: 'Unknown resource' });
      const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
      const names = [...params.keys()];
      calls.push({ method: request.method, path, names });
      if (request.headers.apitoken !== apiToken || request.headers.wstoken !== wsToken)
        return answer(401, { ERROR: true, MESSAGES: 'Invalid tokens' });
      if (passes > 0) passes -= 1;
      else if (failures > 0) {
        failures -= 1;
        return answer(500, { ERROR: true, MESSAGES: 'Internal error' });
      }
      const known = new Set([...endpoint.required, ...endpoint.optional]);
      const unknown = names.filter((name) => !known.has(name));
      const missing = endpoint.required.filter((name) => !params.get(name));
      if (unknown.length || missing.length)
        return answer(400, { ERROR: true, MESSAGES: `Unknown: ${unknown.join(',')}; missing: ${missing.join(',')}` });
      const value = (name: string) => params.get(name) ?? '';
      switch (path) {
        case '/contacts/search':
          return answer(
            200,
            contacts
              .filter((contact) => !params.has('optionalID') || contact.fields.optionalID === value('optionalID'))
              .map((contact) => ({ CONTACTID: contact.CONTACTID, OPTIONALID: contact.fields.optionalID })),
          );
        case '/contact/': {
          const contact = { CONTACTID: (nextId += 1), fields: Object.fromEntries(params) };
          contacts.push(contact);
          return answer(200, {
            CONTACTID: contact.CONTACTID,
            GIVENNAME: value('givenName'),
            SURNAME: value('surname'),
            EMAILADDRESS: value('emailAddress'),
          });
        }
        case '/contact/verifyUSI':
          return answer(200, { USI_VERIFIED: true, MSG: 'USI Verified successfully' });
        case '/course/enrolments':
          return answer(
            200,
            enrolments
              .filter((e) => String(e.contactID) === value('contactID') && String(e.instanceID) === value('instanceID'))
              .map((e) => ({ CONTACTID: e.contactID, INSTANCEID: e.instanceID, TYPE: e.type })),
          );
        default: {
          const enrolment = {
            contactID: Number(value('contactID')),
            instanceID: Number(value('instanceID')),
            type: value('type'),
            tentative: value('tentative') === 'true',
          };
          enrolments.push(enrolment);
          return answer(200, { INVOICEID: 0, CONTACTID: enrolment.contactID, LEARNERID: (nextId += 1), AMOUNT: 0 });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    apiToken,
    wsToken,
    contacts,
    enrolments,
    calls,
    failNext: (count, after = 0) => {
      failures = count;
      passes = after;
    },
    withholdNextAnswer: (path) => new Promise((done) => (withholding = { path, done })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
