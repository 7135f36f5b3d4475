import type { APIRoute } from 'astro';
import { getCourses, hasCoursePage } from '../content/courses';
import { getFunding } from '../content/funding';
import { getPreTrainingReviews } from '../content/pre-training-reviews';
import { getPrivacyNotice } from '../content/privacy-notice';
import { getSiteSettings } from '../content/site-settings';
import { applyData } from '../lib/applications/apply-data';
import { getCourseSchedule } from '../lib/intakes/schedules';

/** The courses open for applications, for the publisher's question pages (contracts/applications/apply-routes.ts). */
export const GET: APIRoute = async () => {
  const [courses, funding, settings, reviews, privacyNotice] = await Promise.all([
    getCourses(),
    getFunding(),
    getSiteSettings(),
    getPreTrainingReviews(),
    getPrivacyNotice(),
  ]);
  const open = courses.filter(hasCoursePage).filter((course) => course.applicationsOpen);
  const data = applyData(
    await Promise.all(open.map(async (course) => ({ course, schedule: await getCourseSchedule(course._id) }))),
    funding,
    { reviews, privacyNotice },
    { email: settings.contactEmail, phone: settings.phone },
  );
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
