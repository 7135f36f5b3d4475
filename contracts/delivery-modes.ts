/**
 * How a course is delivered, from a fixed set. A course lists its modes (face-to-face names the place) beside
 * the words it shows people ("Delivery"); an intake runs in one of them. The Studio's checks, the build's, the
 * catalogue, the course pages' JSON-LD and the search record all read a course's modes through
 * `deliveryModesOf`. `.ts` imports only.
 */

/** Each mode with its title and schema.org's courseMode for it. */
export const DELIVERY_MODES = [
  { value: 'online', title: 'Online', courseMode: 'Online' },
  { value: 'blended', title: 'Blended', courseMode: 'Blended' },
  { value: 'workplace', title: 'Workplace-based', courseMode: 'Onsite' },
  { value: 'face-to-face', title: 'Face-to-face', courseMode: 'Onsite' },
] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number]['value'];
export type CourseMode = (typeof DELIVERY_MODES)[number]['courseMode'];
/** The mode that happens at a place the course names. */
export const AT_A_PLACE: DeliveryMode = 'face-to-face';

const entryOf = (mode: string) => DELIVERY_MODES.find((entry) => entry.value === mode);
export const deliveryModeTitle = (mode: DeliveryMode) => entryOf(mode)!.title;
export const courseModeOf = (mode: DeliveryMode) => entryOf(mode)!.courseMode;

/** One delivery mode as a course stores it. */
export interface StoredDeliveryMode {
  mode?: string | null;
  /** Where face-to-face training takes place. */
  location?: string | null;
}

/** One delivery mode of a course, read. */
export interface CourseDelivery {
  mode: DeliveryMode;
  title: string;
  courseMode: CourseMode;
  /** Where it takes place: face-to-face only. */
  location: string | null;
}

const placeOf = (stored: StoredDeliveryMode) => stored.location?.trim() || null;
const named = (stored: StoredDeliveryMode, title: string) =>
  stored.mode === AT_A_PLACE && placeOf(stored) ? `${title} at ${placeOf(stored)}` : title;

/**
 * What is wrong with a course's delivery modes, in words for a coordinator: the Studio refuses it and the build
 * names the course with it. Null when nothing is.
 */
export function deliveryModesProblem(stored: readonly StoredDeliveryMode[] | null | undefined): string | null {
  if (!stored?.length) return 'Add at least one delivery mode: intakes, search and Google read them';
  const seen = new Set<string>();
  for (const entry of stored) {
    const known = entryOf(entry.mode ?? '');
    if (!known)
      return `"${entry.mode ?? ''}" is not a delivery mode: choose ${DELIVERY_MODES.map(({ title }) => title).join(', ')}`;
    if (known.value === AT_A_PLACE && !placeOf(entry)) return 'Say where the face-to-face training takes place';
    const name = named(entry, known.title);
    if (seen.has(name)) return `${name} is listed twice`;
    seen.add(name);
  }
  return null;
}

/**
 * A course's delivery modes in its order: the one reading of them. What `deliveryModesProblem` names is left out
 * (the Studio and the build refuse it before a page shows it).
 */
export const deliveryModesOf = (stored: readonly StoredDeliveryMode[] | null | undefined): CourseDelivery[] =>
  (stored ?? []).flatMap((entry) => {
    const known = entryOf(entry.mode ?? '');
    if (!known || (known.value === AT_A_PLACE && !placeOf(entry))) return [];
    return [
      {
        mode: known.value,
        title: known.title,
        courseMode: known.courseMode,
        location: known.value === AT_A_PLACE ? placeOf(entry) : null,
      },
    ];
  });

/** Whether a course is delivered in this mode. */
export const offersMode = (modes: readonly CourseDelivery[], mode: DeliveryMode) =>
  modes.some((entry) => entry.mode === mode);

/** A course's modes in words, "Blended or Face-to-face at Brisbane", for messages. */
export const deliveryModesText = (modes: readonly CourseDelivery[]) =>
  modes.map((entry) => (entry.location ? `${entry.title} at ${entry.location}` : entry.title)).join(' or ');
