export interface FundingOption {
  name: string;
  price: string;
  eligibility: string;
  /** "National", or the state whose government funds this price. */
  region: string;
}

const NATIONAL = 'National';

/** The course price as a fee option: what anyone pays without funding. */
export const fullFee = (price: string): FundingOption => ({
  name: 'Full fee',
  price,
  eligibility: 'Anyone, including employers paying for their staff',
  region: NATIONAL,
});

/** Every price a learner may pay: the full fee first, then each funding or subsidy option. */
export const feeOptions = (course: { price: string; fundingOptions: FundingOption[] }): FundingOption[] => [
  fullFee(course.price),
  ...course.fundingOptions,
];

/** How an option reads on the page: its name, and the state when it is limited to one ("…, QLD"). */
export const fundingLabel = (option: Pick<FundingOption, 'name' | 'region'>) =>
  option.region === NATIONAL ? option.name : `${option.name}, ${option.region}`;
