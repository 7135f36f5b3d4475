// Spec 2.5: the legacy /courses?filter={slug}&type={type} becomes the category page, replacing history. It runs
// inline where the page names the known slugs (src/components/course/LegacyRedirect.astro), before the rest is read.
import { legacyCatalogueRedirect } from '../../contracts/routes';

const slugs = JSON.parse(document.getElementById('catalogue-category-slugs')?.textContent ?? '[]') as string[];
const target = legacyCatalogueRedirect(location, slugs);
if (target !== null) location.replace(target);
