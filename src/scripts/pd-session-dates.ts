import { dropPassedSessions } from '../lib/pd-registration/passed-sessions';

// The page may have been built days before: before its form hydrates, or without it ever hydrating, it offers no
// session that has already passed.
dropPassedSessions(document, new Date());
