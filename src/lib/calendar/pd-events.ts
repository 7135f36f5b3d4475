import { eventUid, sequenceOf, type CalendarEvent } from './event.ts';

/** A PD session date as content gives it: the day and Brisbane times. */
export interface PdSessionTime {
  _id: string;
  _updatedAt?: string | null;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
}

/** What every session is about: the unit of the registration form, and the page to register on. */
export interface PdSessionTopic {
  code: string;
  title: string;
  path: string;
}

export function pdSessionEvent(session: PdSessionTime, topic: PdSessionTopic, site: URL | string): CalendarEvent {
  return {
    uid: eventUid(session._id, site),
    sequence: sequenceOf(session._updatedAt),
    summary: `PD session: ${topic.title} (${topic.code})`,
    description: 'Live online professional development session. Register your group on our website.',
    location: session.location,
    url: new URL(topic.path, site).href,
    day: session.date,
    time: { start: session.startTime, end: session.endTime },
  };
}
