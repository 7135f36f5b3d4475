/** The spec's business constants and fixed texts, written once (SPEC.md sections 4, 5, 8, 9). */

export const SITE_TITLE_SEPARATOR = ' | ';
export const CURRENCY = 'AUD';
export const ANCHOR_SCROLL_DELAY_MS = 100;
/** Menus (spec 4, 9): a submenu opens this long after the pointer rests on it; type-ahead forgets after this pause. */
export const SUBMENU_OPEN_DELAY_MS = 100;
export const MENU_TYPEAHEAD_RESET_MS = 1000;

export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_LOCAL_SAVE_DURATION_MS = 7000;

export const COURSE_TYPE_FILTERS = [
  { value: 'all', label: 'All Course Types' },
  { value: 'unit', label: 'Units of Competency' },
  { value: 'qualification', label: 'Full Qualifications' },
] as const;
export type CourseTypeFilter = (typeof COURSE_TYPE_FILTERS)[number]['value'];
export const ALL = 'all';

/**
 * The marketing rules of the 2025 Standards keep nationally recognised training apart from other training: the
 * PD Series and anything else not on the National Register carries this label wherever it appears.
 */
export const NOT_NATIONALLY_RECOGNISED = 'Not nationally recognised training';

export const QUIZ_QUESTION_COUNT = 5;
export const QUIZ_ADVANCE_DELAY_MS = 300;

export const BOOKING_RETRY_INTERVAL_MS = 500;
export const BOOKING_MAX_TRIES = 20;
export const BOOKING_MIN_HEIGHT_PX = 630;
export const MAP_HEIGHT_PX = 300;

export const PD_PARTICIPANTS_MIN = 1;
export const PD_PARTICIPANTS_MAX = 10;
export const PD_PARTICIPANTS_DEFAULT = 1;
export const AUSTRALIAN_STATES = ['QLD', 'NSW', 'VIC', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

// PD registration (spec sections 3, 5, 8)
export const PD_SUBMISSION_STORAGE_KEY = 'pd_registration_submission';
export const PD_SUBMISSION_TYPE = 'pd_group_registration';
export const PD_MESSAGES = {
  fullNameRequired: 'Full Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email format is invalid.',
  mobileRequired: 'Mobile Number is required.',
  stateRequired: 'State is required.',
  sessionDateRequired: 'Session Date is required.',
  termsRequired: 'You must agree to the terms and conditions.',
} as const;

// Contact form (spec sections 4, 7, 8)
export const CONTACT_TOASTS = {
  success: { title: 'Message Sent!', description: 'Thanks! Your message has been sent.' },
  failure: { title: 'Error!', description: (email: string) => `Sorry, something went wrong. Please email ${email}.` },
} as const;

// Booking calendar (spec sections 4, 7, 9)
export const BOOKING_WIDGET_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';
export const BOOKING_LOADING_TEXT = 'Loading booking calendar...';

// PD registration toasts (spec sections 5, 8)
export const PD_TOASTS = {
  validation: { title: 'Validation Error', description: 'Please correct the errors in the form.' },
  saved: {
    title: 'Registration Data Saved (Locally)!',
    description: 'Your registration details were saved to this browser’s local storage for testing.',
  },
  storageFailure: {
    title: 'Local Storage Error',
    description: (reason: string) => `Could not save your registration locally: ${reason}. Please try again.`,
  },
} as const;

// Payment confirmation (spec sections 2.8, 4, 7)
export const PURCHASE_QUANTITY = 1;
/** sessionStorage key prefix of the once-per-session purchase guard; the course code follows. */
export const PURCHASE_TRACKED_KEY_PREFIX = 'purchase_tracked_';

// Course catalogue, category and course pages (spec 2.5, 2.6, 4, 7, 9)
export const CATALOGUE_TITLE = 'Nationally Recognised Training Courses';
export const CATALOGUE_HEADING = 'Our Programs, your future!';
export const CATALOGUE_GRID_HEADING = 'Explore Our Accredited Courses';
export const CATEGORY_SCROLL_DELAY_MS = 100;
export const CARD_STAGGER_S = 0.05;
export const CATALOGUE_EMPTY = {
  title: 'No courses found matching your criteria.',
  hint: 'Try adjusting your search terms or filters.',
} as const;
export const COURSE_BUTTONS = {
  enquire: 'Enquire Now',
  cardPay: 'Pay and Enrol',
  flyer: 'Program Flyer',
  pagePay: 'Pay & Enrol',
  pageFlyer: 'Download Program Flyer',
  clearFilters: 'Clear Filters',
} as const;
export const PD_BUTTONS = {
  register: 'Register & Pay Now',
  learnMore: 'Learn More',
  comingSoon: 'Coming Soon',
} as const;
/** The external form service of PD cards: a link on one of its hosts opens the form in a modal. */
export const FORM_SERVICE_DOMAIN = 'jotform.com';
export const FORM_SERVICE_EMBED_BASE = 'https://form.jotform.com/';

// Accounts (spec sections 4, 5, 8, 9)
export const AUTH_TOASTS = { signUp: 'Sign up Failed', signIn: 'Sign in Failed', signOut: 'Sign out Failed' } as const;
export const AUTH_MESSAGES = {
  fallback: 'Something went wrong',
  missingCredentials: 'You must provide either an email or phone number and a password',
  sessionMissing: 'Auth session missing!',
  sessionOrUserMissing: 'Auth session or user missing',
  invalidCredentials: 'Invalid login credentials',
} as const;
export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export const AUTH_RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];
/** Retries back off by this times the attempt number, within the window. */
export const AUTH_RETRY_STEP_MS = 200;
export const AUTH_RETRY_WINDOW_MS = 30_000;
