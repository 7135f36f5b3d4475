import type { APIRoute } from 'astro';
import { getCourses, hasCoursePage } from '../content/courses';
import { getFunding } from '../content/funding';
import { getIntakeDocuments } from '../content/intakes';
import { getPreTrainingReviews } from '../content/pre-training-reviews';
import { getPrivacyNotice } from '../content/privacy-notice';
import { getSiteSettings } from '../content/site-settings';
import { applyData, axcelerateInstances } from '../lib/applications/apply-data';
import { getCourseSchedule } from '../lib/intakes/schedules';

/** The courses open for applications, for the publisher's question pages (contracts/applications/apply-routes.ts). */
export const GET: APIRoute = async () => {
  const [courses, funding, settings, intakes, reviews, privacyNotice] = await Promise.all([
    getCourses(),
    getFunding(),
    getSiteSettings(),
    getIntakeDocuments(),
    getPreTrainingReviews(),
    getPrivacyNotice(),
  ]);
  const open = courses.filter(hasCoursePage).filter((course) => course.applicationsOpen);
  const data = applyData(
    await Promise.all(open.map(async (course) => ({ course, schedule: await getCourseSchedule(course._id) }))),
    funding,
    { reviews, privacyNotice },
    { email: settings.contactEmail, phone: settings.phone },
    axcelerateInstances(intakes),
  );
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
