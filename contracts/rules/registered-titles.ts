/**
 * Titles as registered on training.gov.au for the codes this provider delivers. The marketing rules of the
 * 2025 Standards ask for each training product's code and title exactly as registered; a code missing here is
 * simply not checked. Case is ignored, because catalogue cards use title case.
 */
export const REGISTERED_TITLES: Readonly<Record<string, string>> = {
  BSB40120: 'Certificate IV in Business',
  BSB40520: 'Certificate IV in Leadership and Management',
  BSB50420: 'Diploma of Leadership and Management',
  CPP30321: 'Certificate III in Cleaning Operations',
  FBP30121: 'Certificate III in Food Processing',
  SIRRFSA001: 'Handle food safely in a retail environment',
  SITXFSA005: 'Use hygienic practices for food safety',
  TLI20421: 'Certificate II in Warehousing Operations',
  TLI30321: 'Certificate III in Supply Chain Operations',
  TLI31222: 'Certificate III in Driving Operations',
  TLI40324: 'Certificate IV in Supply Chain Operations',
  TLI50224: 'Diploma of Logistics',
  TLIA1001: 'Secure cargo',
  TLID0015: 'Load and unload goods/cargo',
  TLIF0005: 'Apply a fatigue risk management system',
  TLIF0006: 'Administer a fatigue risk management system',
  TLIF0007: 'Manage a fatigue risk management system',
  TLIF0009: 'Ensure the safety of transport activities (chain of responsibility)',
  TLIF0025: 'Follow work health and safety procedures',
  TLIF0080: 'Implement and monitor the safety duties of transport activities',
};
