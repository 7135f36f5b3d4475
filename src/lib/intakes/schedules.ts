import { getCourses } from '../../content/courses.ts';
import { getFixedPage } from '../../content/fixed-pages.ts';
import { getIntakeDocuments } from '../../content/intakes.ts';
import { getPdSessionDates } from '../../content/pd-session-dates.ts';
import { checkedSchedules, scheduleCourseOf } from './checked-schedules.ts';
import { isEnrolling, nextIntake, type CourseSchedule } from '../../../contracts/intakes/schedule.ts';
import { nextIntakeLine } from '../../../contracts/intakes/labels.ts';
import { windowsOf } from './starting-within.ts';
import { buildTime, siteDate } from '../../../contracts/build-time.ts';
import { PD_REGISTRATION_PATH } from '../../../contracts/routes.ts';
import { intakeEvents } from '../calendar/intake-events.ts';
import { soonestIntakes } from './soonest.ts';
import { pdSessionEvent } from '../calendar/pd-events.ts';

/**
 * When courses start and when PD sessions run, for every page that shows them: worked out once per build against
 * the build's day (BUILD_TIME), so a daily rebuild drops what has passed.
 */

let day: string | undefined;
/** The build's calendar day in Brisbane, worked out once: every card and page asks for it. */
export const buildDay = () => (day ??= siteDate(buildTime()));

let schedules: Promise<Map<string, CourseSchedule>> | undefined;
export const getCourseSchedules = () =>
  (schedules ??= Promise.all([getIntakeDocuments(), getCourses()]).then(([docs, courses]) =>
    checkedSchedules(docs, courses.map(scheduleCourseOf), buildDay()),
  ));

const EMPTY: CourseSchedule = { intakes: [], rolling: [] };
export const getCourseSchedule = async (courseId: string) => (await getCourseSchedules()).get(courseId) ?? EMPTY;

/** What a course card says about starting, and the "Starting within" windows the catalogue filters it by. */
export type StartFacts = Awaited<ReturnType<typeof getStartFacts>>;
export async function getStartFacts(courseId: string) {
  const schedule = await getCourseSchedule(courseId);
  const today = buildDay();
  const next = nextIntake(schedule, today);
  return {
    line: nextIntakeLine(next, schedule.rolling),
    windows: windowsOf({ anyTime: schedule.rolling.length > 0, next: next?.startDate ?? null }, today),
  };
}

/** The PD session dates still to come, soonest first: the form, the PD cards and the home page all read these. */
export const getUpcomingPdSessions = async () => {
  const today = buildDay();
  return (await getPdSessionDates()).filter(({ date }) => date >= today);
};

/** What every PD session is about, for calendars: the registration form's unit, and the form's page. */
export const getPdSessionTopic = async () => ({
  ...(await getFixedPage('pdRegistrationPage')).unit,
  path: PD_REGISTRATION_PATH,
});

/**
 * The soonest intakes still taking enrolments (soonest.ts), with their courses, and the courses that start any time:
 * of every course for the catalogue's "Upcoming Intakes", or of the given courses for a page's intakes.
 */
export async function getNextIntakes(minimum: number, courseIds?: ReadonlySet<string>) {
  const [schedules, courses] = await Promise.all([getCourseSchedules(), getCourses()]);
  const today = buildDay();
  const shown = courseIds ? courses.filter((course) => courseIds.has(course._id)) : courses;
  const byId = new Map(shown.map((course) => [course._id, course]));
  const intakes = soonestIntakes(
    shown.flatMap((course) => schedules.get(course._id)?.intakes ?? []).filter((intake) => isEnrolling(intake, today)),
    minimum,
  );
  const anyTime = shown.filter((course) => (schedules.get(course._id)?.rolling.length ?? 0) > 0);
  return { intakes: intakes.map((intake) => ({ intake, course: byId.get(intake.courseId)! })), anyTime };
}
export type UpcomingIntakes = Awaited<ReturnType<typeof getNextIntakes>>;

/** Every upcoming intake of every course as a calendar event. */
export async function getIntakeEvents(site: URL | string) {
  const [schedules, courses] = await Promise.all([getCourseSchedules(), getCourses()]);
  return intakeEvents(schedules, courses, site);
}

/** Every upcoming PD session as a calendar event. */
export async function getPdSessionEvents(site: URL | string) {
  const [sessions, topic] = await Promise.all([getUpcomingPdSessions(), getPdSessionTopic()]);
  return sessions.map((session) => pdSessionEvent(session, topic, site));
}
