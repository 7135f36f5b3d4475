import { useEffect, useRef, useState } from 'react';
import { BOOKING_LOADING_TEXT, BOOKING_HEIGHT_CLASS, startBookingWidget } from '../lib/booking/widget';

interface Props {
  url: string;
}

/** The inline scheduling calendar; hydrated only near the viewport so its script never delays the page. */
export default function BookingWidget({ url }: Props) {
  const calendarRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!calendarRef.current) return;
    return startBookingWidget({ url, parent: calendarRef.current, onReady: () => setReady(true) });
  }, [url]);

  return (
    <div className="relative" aria-busy={!ready}>
      {/* Calendly owns this element's children, so React renders nothing inside it; its iframe fills a fixed height. */}
      <div ref={calendarRef} className={BOOKING_HEIGHT_CLASS} />
      {!ready && (
        <p role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-slate-600">
          <span
            className="size-8 rounded-full border-4 border-mist-200 border-t-teal-600 motion-safe:animate-spin"
            aria-hidden="true"
          />
          {BOOKING_LOADING_TEXT}
        </p>
      )}
    </div>
  );
}
