// Runs inline where the PD registration page names it (src/pages/pd-registration.astro), as the page is parsed.
import { dropPassedSessions } from '../lib/pd-registration/passed-sessions';

// The page may have been built days before: before its form hydrates, or without it ever hydrating, it offers no
// session that has already passed.
dropPassedSessions(document, new Date());
