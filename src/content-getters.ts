import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { FixedPage, FixedPageType } from './lib/content/schemas';
import { compareRanks } from './lib/content/order-rank';
import { fillPlaceholdersDeep, placeholderValues } from './lib/rules/placeholders';

type Singleton = 'siteSettings' | 'homePage' | 'aboutPage' | 'coursesPage' | 'quiz' | 'navigation';
type ListCollection = Exclude<CollectionKey, Singleton>;
type Data<C extends CollectionKey> = CollectionEntry<C>['data'];

// Typed access to the collections for pages and components; each query runs once per build.
async function single<C extends Singleton>(name: C): Promise<Data<C>> {
  const entry = await getEntry(name, name);
  if (!entry) throw new Error(`The "${name}" document is missing from the content.`);
  return entry.data;
}

async function all<C extends ListCollection>(name: C): Promise<Data<C>[]> {
  return (await getCollection(name)).map((entry) => entry.data);
}

// The store keeps entries by id, so the order dragged in the Studio is applied again here.
const inOrder = async <T extends { orderRank?: string | null }>(docs: Promise<T[]>) =>
  (await docs).sort((a, b) => compareRanks(a.orderRank, b.orderRank));

export const getSiteSettings = () => single('siteSettings');

/** Search texts with settings such as {brandName} filled in; `where` names the document in a build error. */
const withSettings = async <T>(value: T, where: string) =>
  fillPlaceholdersDeep(value, placeholderValues(await getSiteSettings()), where);

export const getHomePage = async () => {
  const home = await single('homePage');
  return { ...home, seo: await withSettings(home.seo, 'homePage.seo') };
};
export const getAboutPage = async () => {
  const about = await single('aboutPage');
  return { ...about, seo: await withSettings(about.seo, 'aboutPage.seo') };
};
export const getCoursesPage = async () => {
  const page = await single('coursesPage');
  return { ...page, searchDescription: await withSettings(page.searchDescription, 'coursesPage.searchDescription') };
};
export const getQuiz = () => single('quiz');
export const getNavigation = () => single('navigation');

/** A fixed page's words, with settings such as {brandName} filled in. */
export async function getFixedPage<T extends FixedPageType>(type: T): Promise<FixedPage<T>> {
  const entry = await getEntry('fixedPages', type);
  if (!entry) throw new Error(`The "${type}" document is missing from the content: publish it in the Studio.`);
  // The collection's entry id is the document's _id, which picks the schema's variant for that type.
  return withSettings(entry.data as FixedPage<T>, type);
}
export const getCategories = () => inOrder(all('categories'));
export const getCourses = () => inOrder(all('courses'));
export const getPdSessions = () => inOrder(all('pdSessions'));
export const getPdSessionDates = async () => (await all('pdSessionDates')).sort((a, b) => a.date.localeCompare(b.date));
export const getTeamMembers = () => inOrder(all('teamMembers'));
export const getTestimonials = () => inOrder(all('testimonials'));
export const getClientLogos = () => inOrder(all('clientLogos'));
export const getPolicyPages = () => inOrder(all('policyPages'));
