// Runs inline where the compare page names it (src/pages/compare.astro), as the page is parsed, just after the
// comparison's markup: it asks for the courses' data at once, with no script file to fetch first.
import { installComparePage } from './compare-page';

installComparePage(document);
