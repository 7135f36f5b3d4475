import { AVETMISS_8, type CodeList } from './model.ts';

/** The state or territory of an address. The collection has no "not stated": an address is in a state, another Australian territory, or overseas. */
export const STATE: CodeList = {
  element: 'State identifier',
  width: 2,
  source: AVETMISS_8,
  notStated: null,
  codes: [
    { code: '01', label: 'New South Wales' },
    { code: '02', label: 'Victoria' },
    { code: '03', label: 'Queensland' },
    { code: '04', label: 'South Australia' },
    { code: '05', label: 'Western Australia' },
    { code: '06', label: 'Tasmania' },
    { code: '07', label: 'Northern Territory' },
    { code: '08', label: 'Australian Capital Territory' },
    { code: '09', label: 'Other Australian territories or dependencies' },
    { code: '99', label: 'Overseas' },
  ],
};

/** The state code of each abbreviation the site uses (the fee checker's `state` answer, intakes), e.g. QLD → 03. */
export const STATE_CODE_BY_ABBREVIATION: Readonly<Record<string, string>> = {
  NSW: '01',
  VIC: '02',
  QLD: '03',
  SA: '04',
  WA: '05',
  TAS: '06',
  NT: '07',
  ACT: '08',
};
