// Making a formatter costs far more than using one, so each zone's is kept.
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (zone: string) => {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
};

/** The UTC instant of a local day and time (HH:MM) in an IANA zone, right across daylight saving changes. */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const offset = (instant: number) => {
    const parts = Object.fromEntries(
      formatIn(zone)
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
    return local - instant;
  };
  // Twice: the offset at the guessed instant can differ from the one at the true instant near a change.
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first));
}
