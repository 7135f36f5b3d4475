// Runs inline where the compare page names it (src/pages/compare.astro), as the page is parsed, just after the
// comparison's markup and the courses' data: the comparison shows with the page's first paint.
import { installComparePage } from './compare-page';

installComparePage(document);
