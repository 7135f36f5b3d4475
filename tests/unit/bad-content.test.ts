import { describe, expect, it } from 'vitest';
import { checkCourseAddresses } from '../../src/content/address-clashes.ts';
import { loadCollection, type CollectionName } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { hasCoursePage } from '../../src/content/courses.ts';
import { REQUIRED_COURSE_ITEMS } from '../../contracts/rules/pre-enrolment.ts';
import { validateBackend } from './sanity-validation.ts';
import { checkedSchedules, scheduleCourseOf } from '../../src/lib/intakes/checked-schedules.ts';
import { buildTime, siteDate } from '../../contracts/build-time.ts';

type Documents = Map<string, SanityDocument>;

/** The embedded dataset with one mistake made in it, as a coordinator could make it in the Studio. */
function seedWith(mistake: (docs: Documents) => void) {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  mistake(new Map(backend.dataset().documents.map((doc) => [doc._id, doc])));
  return backend;
}

const set = (id: string, fields: Record<string, unknown>) => (docs: Documents) =>
  Object.assign(docs.get(id) as SanityDocument, fields);

const slug = (current: string) => ({ _type: 'slug', current });

/** Changes one course in place, as an edit in the Studio would. */
const changeCourse = (id: string, change: (course: SanityDocument) => void) => (docs: Documents) =>
  change(docs.get(id) as SanityDocument);
/** Writes another code where a course's description names a unit. */
const renameUnitInDescription = (id: string, from: string, to: string) =>
  changeCourse(id, (course) => {
    course.description = String(course.description).replace(from, to);
  });
const programDetails = (course: SanityDocument) =>
  course.programDetails as Record<string, unknown> & { units: Record<string, unknown> };

/** The seed's campaign page: hero, course list, FAQ and call to action, in that order. */
const CAMPAIGN_PAGE = 'page-qld-certificate-3-guarantee';
type PageDocument = SanityDocument & { sections: Array<Record<string, unknown>> };
const changePage = (change: (page: PageDocument) => void) => (docs: Documents) =>
  change(docs.get(CAMPAIGN_PAGE) as PageDocument);
const sectionByKey = (page: PageDocument, key: string) =>
  page.sections.find((section) => section._key === key) as Record<string, unknown>;

type QuizDocument = SanityDocument & { questions: Array<{ options: Array<Record<string, unknown>> }> };
const setQuizOption = (question: number, option: number, fields: Record<string, unknown>) => (docs: Documents) =>
  Object.assign((docs.get('quiz') as QuizDocument).questions[question].options[option], fields);

interface BadContent {
  name: string;
  mistake: (docs: Documents) => void;
  /** The document and field the Studio marks (or a field inside it). */
  studio: { id: string; field: string };
  /** The build's own check, when the build can see the mistake: which check, and the document and field it names (the Studio's by default). */
  build: { collection: CollectionName | 'course pages' | 'intake schedules'; id?: string; field?: string } | null;
}

type NavigationDocument = SanityDocument & { header: Array<Record<string, unknown> & { subLinks?: unknown[] }> };
/** Changes the seed's Navigation document: its header items by their keys (courses, forms, policies, about, contact). */
const setNavigation =
  (change: (items: Map<string, NavigationDocument['header'][number]>) => void) => (docs: Documents) =>
    change(new Map((docs.get('navigation') as NavigationDocument).header.map((item) => [item._key as string, item])));
const subMenu = (key: string, subSubLinks: unknown[]) => ({
  _type: 'navSubMenu',
  _key: key,
  label: 'More',
  subSubLinks,
});

type ReviewDocument = SanityDocument & {
  questions: Array<Record<string, unknown> & { choices?: unknown[] }>;
  outcomeRules: Array<Record<string, unknown> & { rule: { conditions: Array<Record<string, unknown>> } }>;
};
/** Changes the review every course asks, as a coordinator would in the Studio. */
const changeReview = (change: (review: ReviewDocument) => void) => (docs: Documents) =>
  change(docs.get('review-every-course') as ReviewDocument);

const CASES: BadContent[] = [
  {
    name: 'a submenu without items',
    mistake: setNavigation((items) => items.get('courses')?.subLinks?.push(subMenu('more', []))),
    studio: { id: 'navigation', field: 'header.[courses].subLinks.[more].subSubLinks' },
    build: { collection: 'navigation', field: 'items[0].subLinks[6].subSubLinks' },
  },
  {
    name: 'a menu label of spaces only',
    mistake: setNavigation((items) => Object.assign(items.get('about') ?? {}, { label: '  ' })),
    studio: { id: 'navigation', field: 'header.[about].label' },
    build: { collection: 'navigation', field: 'items[3].label' },
  },
  {
    name: 'a menu link to an insecure http:// address',
    mistake: setNavigation((items) =>
      Object.assign(items.get('contact') ?? {}, { href: 'http://example.com/contact' }),
    ),
    studio: { id: 'navigation', field: 'header.[contact].href' },
    build: { collection: 'navigation', field: 'items[4].href' },
  },
  {
    name: 'a submenu inside a submenu (three levels)',
    mistake: setNavigation((items) =>
      items
        .get('courses')
        ?.subLinks?.push(
          subMenu('more', [subMenu('deeper', [{ _type: 'navLink', _key: 'about', label: 'About', href: '/about' }])]),
        ),
    ),
    studio: { id: 'navigation', field: 'header.[courses].subLinks.[more].subSubLinks' },
    // The build sees a Courses menu it cannot read, and says menus go two levels deep at most.
    build: { collection: 'navigation', field: 'items[0]' },
  },
  {
    name: 'a summary of spaces only',
    mistake: set('course-tlif0025', { summary: '   ' }),
    studio: { id: 'course-tlif0025', field: 'summary' },
    build: { collection: 'courses' },
  },
  {
    name: 'a home hero heading of spaces only',
    mistake: (docs) => {
      const home = docs.get('homePage') as SanityDocument & { hero: Record<string, unknown> };
      home.hero = { ...home.hero, heading: ' \n ' };
    },
    studio: { id: 'homePage', field: 'hero.heading' },
    build: { collection: 'homePage' },
  },
  {
    name: 'a category name of spaces only',
    mistake: set('category-cleaning-operations', { name: '  ' }),
    studio: { id: 'category-cleaning-operations', field: 'name' },
    build: { collection: 'categories' },
  },
  {
    name: 'a second course with the same code and slug',
    // A copy of a course: its code, page address and (registered) title.
    mistake: set('course-tlif0006', {
      code: 'TLIF0025',
      slug: slug('tlif0025'),
      title: 'Follow Work Health and Safety Procedures',
    }),
    studio: { id: 'course-tlif0006', field: 'code' },
    build: { collection: 'courses' },
  },
  {
    name: 'a course slug that is not its code in lower case',
    mistake: set('course-tlif0006', { slug: slug('fatigue') }),
    studio: { id: 'course-tlif0006', field: 'slug' },
    build: { collection: 'courses' },
  },
  {
    name: 'two policy pages with one slug',
    mistake: set('policy-student-handbook', { slug: slug('how-to-enrol') }),
    studio: { id: 'policy-student-handbook', field: 'slug' },
    build: { collection: 'policyPages' },
  },
  {
    name: 'a category slug that is a course page address',
    mistake: set('category-cleaning-operations', { slug: slug('tlif0025') }),
    studio: { id: 'category-cleaning-operations', field: 'slug' },
    build: { collection: 'course pages', id: 'course-tlif0025' },
  },
  {
    name: 'a price written in words',
    mistake: set('course-tlid0015', { price: '475 dollars' }),
    studio: { id: 'course-tlid0015', field: 'price' },
    build: { collection: 'courses' },
  },
  {
    name: 'a course code in lower case',
    mistake: set('course-tlid0015', { code: 'tlid0015' }),
    studio: { id: 'course-tlid0015', field: 'code' },
    build: { collection: 'courses' },
  },
  {
    name: 'an insecure (http://) learner login address',
    mistake: set('siteSettings', { lmsUrl: 'http://lms.northwind-training.example' }),
    studio: { id: 'siteSettings', field: 'lmsUrl' },
    build: { collection: 'siteSettings' },
  },
  {
    name: 'a search description longer than 160 characters',
    mistake: set('policy-how-to-enrol', { metaDescription: 'Enrol with us. '.repeat(12) }),
    studio: { id: 'policy-how-to-enrol', field: 'metaDescription' },
    build: { collection: 'policyPages' },
  },
  {
    name: 'a seven-star testimonial',
    mistake: set('testimonial-redgum-logistics', { rating: 7 }),
    studio: { id: 'testimonial-redgum-logistics', field: 'rating' },
    build: { collection: 'testimonials' },
  },
  {
    name: 'an intake whose enrolment closes after it starts',
    mistake: set('intake-tlia1001-2027-02-08-blended', { enrolmentCloses: '2027-02-10' }),
    studio: { id: 'intake-tlia1001-2027-02-08-blended', field: 'enrolmentCloses' },
    build: { collection: 'intake schedules' },
  },
  {
    name: 'two intakes of one course on one day in one mode',
    mistake: set('intake-tlia1001-2027-03-08-blended', { startDate: '2027-02-08', enrolmentCloses: '2027-02-03' }),
    studio: { id: 'intake-tlia1001-2027-03-08-blended', field: 'startDate' },
    build: { collection: 'intake schedules' },
  },
  {
    name: 'an intake pattern that gives no date',
    // The first Monday of April 2027 is the 5th: none falls between 2 March and 2 April.
    mistake: set('intakePattern-leadership-online-monthly', { from: '2027-03-02', months: 1 }),
    studio: { id: 'intakePattern-leadership-online-monthly', field: 'from' },
    build: { collection: 'intake schedules' },
  },
  {
    name: 'an intake in a mode its course is not offered in',
    mistake: set('intake-tlia1001-2027-02-08-blended', { mode: 'online' }),
    studio: { id: 'intake-tlia1001-2027-02-08-blended', field: 'mode' },
    build: { collection: 'intake schedules' },
  },
  {
    name: 'a face-to-face delivery mode without its place',
    mistake: (docs) => {
      const course = docs.get('course-tlif0025') as SanityDocument & { deliveryModes: unknown[] };
      course.deliveryModes = [
        ...course.deliveryModes,
        { _key: 'room', _type: 'courseDeliveryMode', mode: 'face-to-face' },
      ];
    },
    studio: { id: 'course-tlif0025', field: 'deliveryModes' },
    build: { collection: 'courses' },
  },
  {
    name: 'a course that no longer lists the mode of its own intakes',
    mistake: set('course-tlia1001', {
      deliveryModes: [{ _key: 'workplace', _type: 'courseDeliveryMode', mode: 'workplace' }],
    }),
    studio: { id: 'course-tlia1001', field: 'deliveryModes' },
    build: { collection: 'intake schedules', id: 'intake-tlia1001-2027-02-08-blended', field: 'mode' },
  },
  {
    name: 'a PD session that ends before it starts',
    mistake: set('pdSessionDate-2027-01-05', { endTime: '09:30' }),
    studio: { id: 'pdSessionDate-2027-01-05', field: 'endTime' },
    build: { collection: 'pdSessionDates' },
  },
  {
    name: 'a PD session date listed twice',
    mistake: set('pdSessionDate-2027-01-05', { date: '2026-12-01' }),
    studio: { id: 'pdSessionDate-2027-01-05', field: 'date' },
    build: { collection: 'pdSessionDates' },
  },
  {
    name: 'a course page without its descriptor',
    mistake: set('course-tlia1001', { description: undefined }),
    studio: { id: 'course-tlia1001', field: 'description' },
    build: { collection: 'courses' },
  },
  {
    name: 'a payment link on a qualification',
    mistake: set('course-tli40324', { stripeLink: 'https://buy.stripe.com/test_qualification' }),
    studio: { id: 'course-tli40324', field: 'stripeLink' },
    build: { collection: 'courses' },
  },
  {
    name: 'a misspelt setting in a policy introduction',
    mistake: set('policy-how-to-enrol', { intro: 'Call us on {phon}.' }),
    studio: { id: 'policy-how-to-enrol', field: 'intro' },
    build: { collection: 'policyPages' },
  },
  {
    name: 'a quiz whose first question offers no CoR answer',
    mistake: setQuizOption(0, 2, { category: 'WHS' }),
    studio: { id: 'quiz', field: 'questions' },
    build: { collection: 'quiz', field: 'questions[0].options' },
  },
  {
    name: 'a quiz without its secure-loads answer',
    mistake: setQuizOption(1, 1, { securesLoads: false }),
    studio: { id: 'quiz', field: 'questions' },
    build: { collection: 'quiz', field: 'questions[1].options' },
  },
  {
    name: 'a quiz whose role question leaves out supervisors',
    mistake: setQuizOption(3, 2, { category: 'general' }),
    studio: { id: 'quiz', field: 'questions' },
    build: { collection: 'quiz', field: 'questions[3].options' },
  },
  {
    name: 'a quiz that never offers a talk with the team',
    mistake: setQuizOption(4, 2, { category: 'Any' }),
    studio: { id: 'quiz', field: 'questions' },
    build: { collection: 'quiz', field: 'questions[4].options' },
  },
  {
    name: 'a course the quiz recommends, with its page switched off',
    mistake: set('course-tlif0025', { hasDetailPage: false }),
    studio: { id: 'course-tlif0025', field: 'hasDetailPage' },
    build: { collection: 'quiz', field: 'hasDetailPage' },
  },
  {
    name: 'a link to a policy page that is no longer published',
    mistake: (docs) => {
      const student = docs.get('policy-student-code-of-conduct') as SanityDocument;
      Object.keys(student).forEach((key) => key === '_id' || delete student[key]);
      Object.assign(student, { _id: 'drafts.policy-student-code-of-conduct', _type: 'policyPage' });
    },
    studio: { id: 'policy-student-handbook', field: 'body' },
    build: { collection: 'policyPages', id: 'policy-student-handbook', field: 'body[2].cards[1].reference' },
  },
  {
    name: 'a home page title of spaces only',
    mistake: set('homePage', { seo: { _type: 'seo', title: '  ', description: 'Accredited training.' } }),
    studio: { id: 'homePage', field: 'seo.title' },
    build: { collection: 'homePage' },
  },
  {
    name: 'an About page search description longer than 160 characters',
    mistake: set('aboutPage', {
      seo: { _type: 'seo', title: 'About Us', description: 'Accredited training. '.repeat(8) },
    }),
    studio: { id: 'aboutPage', field: 'seo.description' },
    build: { collection: 'aboutPage' },
  },
  {
    name: 'a Courses page promo button that goes nowhere',
    mistake: (docs) => {
      const page = docs.get('coursesPage') as SanityDocument & { promo: Record<string, unknown> };
      page.promo = { ...page.promo, href: undefined };
    },
    studio: { id: 'coursesPage', field: 'promo.href' },
    build: { collection: 'coursesPage', field: 'promo.href' },
  },
  {
    name: 'a 404 page home button without text',
    mistake: set('notFoundPage', { homeButtonLabel: ' ' }),
    studio: { id: 'notFoundPage', field: 'homeButtonLabel' },
    build: { collection: 'fixedPages' },
  },
  {
    name: 'a payment confirmation page without a page title',
    mistake: set('confirmationPage', { pageTitle: undefined }),
    studio: { id: 'confirmationPage', field: 'pageTitle' },
    build: { collection: 'fixedPages' },
  },
  {
    name: 'a qualification whose assessment says "all 13 units" against a structure of 14',
    mistake: changeCourse('course-tli30321', (course) => {
      course.assessment = `${String(course.assessment)} To complete, you must be assessed competent in all 13 units.`;
    }),
    studio: { id: 'course-tli30321', field: 'assessment' },
    build: { collection: 'courses' },
  },
  {
    name: 'unit counts that do not add up to their total',
    mistake: changeCourse('course-tli30321', (course) => Object.assign(programDetails(course).units, { total: 15 })),
    studio: { id: 'course-tli30321', field: 'programDetails.units' },
    build: { collection: 'courses', field: 'programDetails.units.total' },
  },
  {
    name: "a campaign page's text stating a price no course has",
    mistake: changePage((page) => {
      page.sections[0].lead = 'Study a Certificate III for $999 under the Certificate 3 Guarantee.';
    }),
    studio: { id: CAMPAIGN_PAGE, field: 'sections.[hero].lead' },
    build: { collection: 'pages', field: 'sections[0].lead' },
  },
  {
    name: "a campaign page's text naming a funding program no course is funded under any more",
    mistake: (docs) => {
      changeCourse('course-tli31222', (course) => {
        course.fundingOptions = [];
      })(docs);
      changePage((page) => {
        sectionByKey(page, 'faq').heading = 'Certificate 3 Guarantee and Smart and Skilled questions';
      })(docs);
    },
    studio: { id: CAMPAIGN_PAGE, field: 'sections.[faq].heading' },
    build: { collection: 'pages', field: 'sections[4].heading' },
  },
  {
    name: 'a page at an address the site already answers',
    mistake: set(CAMPAIGN_PAGE, { slug: slug('courses/certificate-3-guarantee') }),
    studio: { id: CAMPAIGN_PAGE, field: 'slug' },
    build: { collection: 'pages' },
  },
  {
    name: "a page's course list with neither courses nor a category",
    mistake: changePage((page) => {
      page.sections[1].courses = [];
    }),
    studio: { id: CAMPAIGN_PAGE, field: 'sections.[courses].courses' },
    build: { collection: 'pages', field: 'sections[1].courses' },
  },
  {
    name: "a page's fee checker for a course with one price and no funding option",
    mistake: changePage((page) => {
      sectionByKey(page, 'fees').course = { _type: 'reference', _ref: 'course-tlif0025' };
    }),
    studio: { id: CAMPAIGN_PAGE, field: 'sections.[fees].course' },
    build: { collection: 'pages', field: 'sections[2].course' },
  },
  {
    name: "a page's call to action applying online for a course not open for applications",
    mistake: changePage((page) => {
      Object.assign(sectionByKey(page, 'ask'), {
        kind: 'apply',
        course: { _type: 'reference', _ref: 'course-tlif0025' },
      });
    }),
    studio: { id: CAMPAIGN_PAGE, field: 'sections.[ask].course' },
    build: { collection: 'pages', field: 'sections[5].course' },
  },
  {
    name: "a page's intakes with neither a course nor a category",
    mistake: changePage((page) => {
      page.sections.push({ _type: 'pageIntakes', _key: 'dates', heading: 'Next start dates' });
    }),
    studio: { id: CAMPAIGN_PAGE, field: 'sections.[dates].course' },
    build: { collection: 'pages', field: 'sections[6].course' },
  },
  {
    name: 'a page with the PD sessions twice',
    mistake: changePage((page) => {
      for (const key of ['pd1', 'pd2']) page.sections.push({ _type: 'pagePdSessions', _key: key, heading: 'PD' });
    }),
    studio: { id: CAMPAIGN_PAGE, field: 'sections' },
    build: { collection: 'pages', field: 'sections' },
  },
  {
    name: "a page's testimonials section without a testimonial",
    mistake: changePage((page) => {
      sectionByKey(page, 'words').testimonials = [];
    }),
    studio: { id: CAMPAIGN_PAGE, field: 'sections.[words].testimonials' },
    build: { collection: 'pages', field: 'sections[3].testimonialIds' },
  },
  {
    name: 'a search engine description with a price other than the course price',
    mistake: changeCourse('course-bsb40120', (course) => {
      course.metaDescription = String(course.metaDescription).replace('$6,540', '$6,450');
    }),
    studio: { id: 'course-bsb40120', field: 'metaDescription' },
    build: { collection: 'courses' },
  },
  {
    name: 'a volume of learning that disagrees with the duration',
    mistake: changeCourse('course-tlif0025', (course) =>
      Object.assign(programDetails(course), { learningVolume: '20 hours over 4 weeks' }),
    ),
    studio: { id: 'course-tlif0025', field: 'programDetails.learningVolume' },
    build: { collection: 'courses' },
  },
  {
    name: 'a unit code in the text that is not a national code',
    mistake: renameUnitInDescription('course-tli31222', 'TLIC1051', 'TLIC10510'),
    studio: { id: 'course-tli31222', field: 'description' },
    build: { collection: 'courses' },
  },
  {
    name: 'a unit in a qualification text that its structure does not list',
    mistake: renameUnitInDescription('course-tli31222', 'TLIC1051', 'TLIC2001'),
    studio: { id: 'course-tli31222', field: 'description' },
    build: { collection: 'courses' },
  },
  {
    name: 'a review rule on a question the review does not ask',
    mistake: changeReview((review) => {
      review.outcomeRules[1].rule.conditions[0].question = 'writing';
    }),
    studio: { id: 'review-every-course', field: 'outcomeRules.[r2].rule.conditions.[r2c1].question' },
    build: { collection: 'preTrainingReviews', field: 'outcomeRules[1].rule.conditions[0].question' },
  },
  {
    name: 'a review question with one answer to choose',
    mistake: changeReview((review) => {
      review.questions[0].choices = review.questions[0].choices!.slice(0, 1);
    }),
    studio: { id: 'review-every-course', field: 'questions.[q1].choices' },
    build: { collection: 'preTrainingReviews', field: 'questions[0].choices' },
  },
  {
    name: 'two review questions with one key',
    mistake: changeReview((review) => {
      review.questions[1].key = review.questions[0].key;
    }),
    studio: { id: 'review-every-course', field: 'questions.[q2].key' },
    build: { collection: 'preTrainingReviews', field: 'questions[1].key' },
  },
  {
    name: 'support advised without naming it',
    mistake: changeReview((review) => {
      delete review.outcomeRules[1].support;
    }),
    studio: { id: 'review-every-course', field: 'outcomeRules.[r2].support' },
    build: { collection: 'preTrainingReviews', field: 'outcomeRules[1].support' },
  },
  {
    name: 'a privacy notice without its privacy policy page',
    mistake: (docs) => {
      delete (docs.get('privacyNotice') as SanityDocument).privacyPolicyPage;
    },
    studio: { id: 'privacyNotice', field: 'privacyPolicyPage' },
    build: { collection: 'privacyNotice', field: 'policy' },
  },
  {
    name: 'a privacy notice with an empty paragraph',
    mistake: (docs) => {
      ((docs.get('privacyNotice') as SanityDocument).paragraphs as string[])[1] = '  ';
    },
    studio: { id: 'privacyNotice', field: 'paragraphs.1' },
    build: { collection: 'privacyNotice', field: 'paragraphs[1]' },
  },
  {
    name: 'a team portrait without alternative text',
    mistake: (docs) => {
      const member = docs.get('teamMember-helen-marsh') as SanityDocument & { photo: Record<string, unknown> };
      member.photo = { ...member.photo, alt: '' };
    },
    studio: { id: 'teamMember-helen-marsh', field: 'photo.alt' },
    build: null,
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The build's own content check for one collection (or the course pages' addresses), as its error text. */
async function buildError(
  backend: ReturnType<typeof createLocalBackend>,
  collection: CollectionName | 'course pages' | 'intake schedules',
) {
  try {
    if (collection === 'intake schedules') {
      const [intakes, courses] = await Promise.all([
        loadCollection(backend, 'intakes'),
        loadCollection(backend, 'courses'),
      ]);
      checkedSchedules(intakes, courses.map(scheduleCourseOf), siteDate(buildTime()));
    } else if (collection === 'course pages') {
      const [categories, courses] = await Promise.all([
        loadCollection(backend, 'categories'),
        loadCollection(backend, 'courses'),
      ]);
      checkCourseAddresses(categories, courses.filter(hasCoursePage));
    } else await loadCollection(backend, collection);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
}

describe('bad content is refused by the Studio and named by the build', () => {
  it.each(CASES)('$name', async ({ mistake, studio, build }) => {
    const backend = seedWith(mistake);
    const problems = await validateBackend(backend, [studio.id]);
    // Outside the Studio, slug and image rules report as warnings; in the Studio they block publishing.
    const marked = problems.map(({ field }) => field);
    expect(
      marked.some((field) => field === studio.field || field.startsWith(`${studio.field}.`)),
      `Studio marks ${marked.join(', ') || 'nothing'}`,
    ).toBe(true);
    if (!build) return;
    const id = build.id ?? studio.id;
    const field = build.field ?? studio.field;
    expect(await buildError(backend, build.collection)).toMatch(
      new RegExp(`\\b${escape(id)}\\b[^\\n]*, field "${escape(field)}"`),
    );
  });

  it('has at least twelve cases, each a different mistake', () => {
    expect(new Set(CASES.map(({ name }) => name)).size).toBeGreaterThanOrEqual(12);
  });
});

describe('what Standard 2.1(2)(c) requires before enrolment', () => {
  it.each(REQUIRED_COURSE_ITEMS)(
    'without its $item, a course is refused and the build names it',
    async ({ field, item }) => {
      const backend = seedWith(set('course-tli40324', { [field]: undefined }));
      const problems = await validateBackend(backend, ['course-tli40324']);
      expect(problems).toContainEqual(
        expect.objectContaining({ field, level: 'error', message: expect.stringContaining(item) as string }),
      );
      expect(problems.find((problem) => problem.field === field)?.message).toContain('Standard 2.1');
      const error = await buildError(backend, 'courses');
      expect(error).toMatch(new RegExp(`course-tli40324[^\\n]*, field "${field}": [^\\n]*${escape(item)}`));
    },
  );

  it.each([
    ['a qualification code on a unit', { courseType: 'unit' }, 'code', 'not a unit code'],
    ['a title other than the registered one', { title: 'Cert IV Supply Chain' }, 'title', 'registered title'],
    ['a duration without hours', { duration: '64 weeks' }, 'duration', 'hours of study'],
  ])('%s is refused and named by the build', async (_name, fields, field, message) => {
    const backend = seedWith(set('course-tli40324', fields));
    const problems = await validateBackend(backend, ['course-tli40324']);
    expect(problems).toContainEqual(
      expect.objectContaining({ field, message: expect.stringContaining(message) as string }),
    );
    expect(await buildError(backend, 'courses')).toMatch(
      new RegExp(`course-tli40324[^\\n]*, field "${field}": [^\\n]*${escape(message)}`),
    );
  });
});

describe('the PD registration unit', () => {
  it('warns only while its title differs from the catalogue course with its code', async () => {
    const catalogueTitle = (docs: Documents) => docs.get('course-tlif0005')?.title as string;
    const agreeing = seedWith((docs) =>
      set('pdRegistrationPage', { unit: { _type: 'unitRef', code: 'TLIF0005', title: catalogueTitle(docs) } })(docs),
    );
    expect(await validateBackend(agreeing, ['pdRegistrationPage'])).toEqual([]);
    const notInCatalogue = seedWith(
      set('pdRegistrationPage', { unit: { _type: 'unitRef', code: 'TLIF9999', title: 'A unit we only run as PD' } }),
    );
    expect(await validateBackend(notInCatalogue, ['pdRegistrationPage'])).toEqual([]);
  });
});

describe('what the Studio accepts, the build accepts', () => {
  it('a course without a page needs none of the page fields', async () => {
    const backend = seedWith(
      set('course-sirrfsa001', {
        hasDetailPage: false,
        metaDescription: undefined,
        description: undefined,
        features: undefined,
        benefits: undefined,
        programDetails: undefined,
      }),
    );
    expect(await validateBackend(backend, ['course-sirrfsa001'])).toEqual([]);
    const courses = await loadCollection(backend, 'courses');
    expect(courses.find(({ _id }) => _id === 'course-sirrfsa001')).toMatchObject({ hasDetailPage: false });
  });
});
