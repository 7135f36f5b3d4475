import { category } from './documents/category.ts';
import { clientLogo } from './documents/clientLogo.ts';
import { course } from './documents/course.ts';
import { fundingProgram } from './documents/fundingProgram.ts';
import { fundingQuestion } from './documents/fundingQuestion.ts';
import { intake } from './documents/intake.ts';
import { intakePattern } from './documents/intakePattern.ts';
import { pdSession } from './documents/pdSession.ts';
import { pdSessionDate } from './documents/pdSessionDate.ts';
import { page } from './documents/page.ts';
import { policyPage } from './documents/policyPage.ts';
import { preTrainingReview } from './documents/preTrainingReview.ts';
import { redirect } from './documents/redirect.ts';
import { rollingEnrolment } from './documents/rollingEnrolment.ts';
import { teamMember } from './documents/teamMember.ts';
import { testimonial } from './documents/testimonial.ts';
import { approachCard } from './objects/approachCard.ts';
import { callout } from './objects/callout.ts';
import { coursePathways } from './objects/coursePathways.ts';
import { courseStatus } from './objects/courseStatus.ts';
import { card } from './objects/card.ts';
import { cardGrid } from './objects/cardGrid.ts';
import { electiveGroup } from './objects/electiveGroup.ts';
import { courseDeliveryMode } from './objects/courseDeliveryMode.ts';
import { formLink } from './objects/formLink.ts';
import { fundingOption } from './objects/fundingOption.ts';
import { fundingRule } from './objects/fundingRule.ts';
import { programConcession } from './objects/programConcession.ts';
import { questionChoice } from './objects/questionChoice.ts';
import { ruleCondition } from './objects/ruleCondition.ts';
import { reviewOutcomeRule } from './objects/reviewOutcomeRule.ts';
import { reviewQuestion } from './objects/reviewQuestion.ts';
import { link } from './objects/link.ts';
import { navAutoLinks } from './objects/navAutoLinks.ts';
import { navFooterColumn } from './objects/navFooterColumn.ts';
import { navLink } from './objects/navLink.ts';
import { navMenu } from './objects/navMenu.ts';
import { navSeparator } from './objects/navSeparator.ts';
import { navSubMenu } from './objects/navSubMenu.ts';
import { milestone } from './objects/milestone.ts';
import { policyBody } from './objects/policyBody.ts';
import { programDetails } from './objects/programDetails.ts';
import { socialLink } from './objects/socialLink.ts';
import { step } from './objects/step.ts';
import { stepLink } from './objects/stepLink.ts';
import { steps } from './objects/steps.ts';
import { unitCounts } from './objects/unitCounts.ts';
import { unitRef } from './objects/unitRef.ts';
import { whyChooseUsItem } from './objects/whyChooseUsItem.ts';
import { quizOption } from './objects/quizOption.ts';
import { quizQuestion } from './objects/quizQuestion.ts';
import { quizUnit } from './objects/quizUnit.ts';
import { seo } from './objects/seo.ts';
import { pageHero } from './objects/pageHero.ts';
import { pageRichText } from './objects/pageRichText.ts';
import { pageCourseList } from './objects/pageCourseList.ts';
import { pageFaq } from './objects/pageFaq.ts';
import { pageCallToAction } from './objects/pageCallToAction.ts';
import { pageFeeChecker } from './objects/pageFeeChecker.ts';
import { pageIntakes } from './objects/pageIntakes.ts';
import { pagePdSessions } from './objects/pagePdSessions.ts';
import { pageTestimonials } from './objects/pageTestimonials.ts';
import { aboutPage } from './singletons/aboutPage.ts';
import { coursesPage } from './singletons/coursesPage.ts';
import { homePage } from './singletons/homePage.ts';
import { quiz } from './singletons/quiz.ts';
import {
  confirmationPage,
  getInTouchPage,
  lmsLoginPage,
  notFoundPage,
  pdRegistrationPage,
} from './singletons/fixedPages.ts';
import { privacyNotice } from './singletons/privacyNotice.ts';
import { siteSettings } from './singletons/siteSettings.ts';
import { navigation } from './singletons/navigation.ts';

/**
 * Documents edited once for the whole site. Each lives at a fixed id equal to its type name
 * (e.g. `siteSettings`); the Studio pins them in the menu and cannot create, duplicate or delete them.
 */
export const singletonTypes = [
  siteSettings,
  navigation,
  homePage,
  aboutPage,
  coursesPage,
  quiz,
  getInTouchPage,
  lmsLoginPage,
  pdRegistrationPage,
  notFoundPage,
  confirmationPage,
  privacyNotice,
];

/** The singleton type names, which are also their document ids. */
export const SINGLETON_TYPES = singletonTypes.map((type) => type.name);
export const singletonTypeNames: ReadonlySet<string> = new Set(SINGLETON_TYPES);
export const isSingletonType = (typeName: string | undefined) =>
  typeName !== undefined && singletonTypeNames.has(typeName);

/** Document types with many documents, in the order the Studio menu lists them after the courses. */
export const documentTypes = [
  course,
  category,
  pdSession,
  pdSessionDate,
  intake,
  intakePattern,
  rollingEnrolment,
  fundingProgram,
  fundingQuestion,
  preTrainingReview,
  teamMember,
  testimonial,
  clientLogo,
  policyPage,
  page,
  redirect,
];

/** Reusable objects: array items, the course's program details and the policy page's rich text. */
export const objectTypes = [
  programDetails,
  coursePathways,
  courseStatus,
  courseDeliveryMode,
  fundingOption,
  fundingRule,
  ruleCondition,
  reviewQuestion,
  reviewOutcomeRule,
  programConcession,
  questionChoice,
  unitRef,
  unitCounts,
  electiveGroup,
  approachCard,
  formLink,
  socialLink,
  whyChooseUsItem,
  milestone,
  policyBody,
  link,
  cardGrid,
  card,
  steps,
  step,
  stepLink,
  callout,
  quizQuestion,
  quizOption,
  quizUnit,
  seo,
  pageHero,
  pageRichText,
  pageCourseList,
  pageFaq,
  pageCallToAction,
  pageFeeChecker,
  pageIntakes,
  pagePdSessions,
  pageTestimonials,
  navMenu,
  navSubMenu,
  navLink,
  navSeparator,
  navAutoLinks,
  navFooterColumn,
];

export const schemaTypes = [...singletonTypes, ...documentTypes, ...objectTypes];
