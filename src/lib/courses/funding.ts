import { FEE_EXEMPT_PRICE } from '../../../contracts/funding/engine.ts';
import type { CourseFundingOption } from '../../../contracts/funding/model.ts';

/** One price on the course page: the full fee, a program's price or its concession price. */
export interface FeeOption {
  name: string;
  price: string;
  eligibility: string;
  /** "National", or the state whose government funds this price. */
  region: string;
}

const NATIONAL = 'National';

/** The course price as a fee option: what anyone pays without funding. */
export const fullFee = (price: string): FeeOption => ({
  name: 'Full fee',
  price,
  eligibility: 'Anyone, including employers paying for their staff',
  region: NATIONAL,
});

/** A funding option's prices: the program's price, its concession price and its fee exemption, where they exist. */
export const optionPrices = (option: CourseFundingOption): FeeOption[] => [
  { name: option.name, price: option.price, eligibility: option.eligibility, region: option.region },
  ...(option.concessionPrice && option.concessionEligibility
    ? [
        {
          name: `${option.name}, concession`,
          price: option.concessionPrice,
          eligibility: option.concessionEligibility,
          region: option.region,
        },
      ]
    : []),
  ...(option.feeExemptEligibility
    ? [
        {
          name: `${option.name}, fee-exempt`,
          price: FEE_EXEMPT_PRICE,
          eligibility: option.feeExemptEligibility,
          region: option.region,
        },
      ]
    : []),
];

/** Every price a learner may pay: the full fee first, then each funding option's prices. */
export const feeOptions = (course: { price: string; fundingOptions: CourseFundingOption[] }): FeeOption[] => [
  fullFee(course.price),
  ...course.fundingOptions.flatMap(optionPrices),
];

/** How an option reads on the page: its name, and the state when it is limited to one ("…, QLD"). */
export const fundingLabel = (option: Pick<FeeOption, 'name' | 'region'>) =>
  option.region === NATIONAL ? option.name : `${option.name}, ${option.region}`;
