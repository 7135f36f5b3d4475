import { getCollection, getEntry } from 'astro:content';
import type { CollectionEntry as Entry } from './lib/content/collections.ts';

// Typed access to the collections for pages and components; each query runs once per build.
async function single<N extends 'siteSettings' | 'homePage' | 'aboutPage' | 'coursesPage'>(name: N): Promise<Entry<N>> {
  const entry = await getEntry(name, name);
  if (!entry) throw new Error(`The "${name}" document is missing from the content.`);
  return entry.data as Entry<N>;
}

async function all<
  N extends Exclude<Parameters<typeof getCollection>[0], 'siteSettings' | 'homePage' | 'aboutPage' | 'coursesPage'>,
>(name: N): Promise<Entry<N>[]> {
  const entries = await getCollection(name);
  return entries.map((entry) => entry.data as Entry<N>).sort((a, b) => orderOf(a) - orderOf(b));
}

const orderOf = (doc: unknown) => (doc as { order?: number | null }).order ?? Number.MAX_SAFE_INTEGER;

export const getSiteSettings = () => single('siteSettings');
export const getHomePage = () => single('homePage');
export const getAboutPage = () => single('aboutPage');
export const getCoursesPage = () => single('coursesPage');
export const getCategories = () => all('categories');
export const getCourses = () => all('courses');
export const getPdSessions = () => all('pdSessions');
export const getPdSessionDates = async () => (await all('pdSessionDates')).sort((a, b) => a.date.localeCompare(b.date));
export const getTeamMembers = () => all('teamMembers');
export const getTestimonials = () => all('testimonials');
export const getClientLogos = () => all('clientLogos');
export const getPolicyPages = () => all('policyPages');
