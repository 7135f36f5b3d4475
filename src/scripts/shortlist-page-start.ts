// Runs inline where the shortlist page names it (src/pages/shortlist.astro), as the page is parsed, just after the
// shortlist's markup: it asks for the courses' data at once, with no script file to fetch first.
import { installShortlistPage } from './shortlist-page';

installShortlistPage(document);
