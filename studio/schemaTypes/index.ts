import { category } from './documents/category';
import { clientLogo } from './documents/clientLogo';
import { course } from './documents/course';
import { pdSession } from './documents/pdSession';
import { pdSessionDate } from './documents/pdSessionDate';
import { policyPage } from './documents/policyPage';
import { teamMember } from './documents/teamMember';
import { testimonial } from './documents/testimonial';
import { approachCard } from './objects/approachCard';
import { electiveGroup } from './objects/electiveGroup';
import { formLink, socialLink, stepLink } from './objects/linkItems';
import { callout, card, cardGrid, policyBody, step, steps } from './objects/policyBlocks';
import { programDetails } from './objects/programDetails';
import { intakeItem, milestone, whyChooseUsItem } from './objects/titledText';
import { unitRef } from './objects/unitRef';
import { aboutPage } from './singletons/aboutPage';
import { coursesPage } from './singletons/coursesPage';
import { homePage } from './singletons/homePage';
import { siteSettings } from './singletons/siteSettings';

/** Documents edited once for the whole site, each at a fixed id equal to its type name. */
export const singletonTypes = [siteSettings, homePage, aboutPage, coursesPage];
export const singletonTypeNames = new Set(singletonTypes.map((type) => type.name));

export const schemaTypes = [
  ...singletonTypes,
  course,
  category,
  pdSession,
  pdSessionDate,
  teamMember,
  testimonial,
  clientLogo,
  policyPage,
  unitRef,
  electiveGroup,
  approachCard,
  programDetails,
  formLink,
  socialLink,
  stepLink,
  card,
  cardGrid,
  step,
  steps,
  callout,
  policyBody,
  milestone,
  intakeItem,
  whyChooseUsItem,
];
