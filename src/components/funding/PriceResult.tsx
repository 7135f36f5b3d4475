import { formatFee } from '../../../contracts/rules/price.ts';
import { ESTIMATE_NOTE, STATUS_LABELS, dayLabel, enquiryHref } from '../../lib/funding/checker';
import type { PriceOutcome } from '../../../contracts/funding/engine.ts';
import type { CheckerResult } from './use-fee-checker';

const STATUS_CLASS = {
  eligible: 'bg-teal-700 text-white',
  'not-eligible': 'bg-slate-200 text-slate-800',
  check: 'bg-amber-400 text-navy-950',
} as const;

/** Each price the course offers, whether it is this learner's and why, what to bring, and where the rules are. */
export function PriceResult({
  result,
  headingId,
  applyHref,
}: {
  result: CheckerResult;
  headingId: string;
  /** The application's first question, with the answers and this price carried on; null when it takes none. */
  applyHref: (outcome: PriceOutcome) => string | null;
}) {
  const { course, outcomes } = result;
  return (
    <div className="mt-6 border-t border-mist-200 pt-6">
      <h3 id={headingId} className="text-lg font-bold text-navy-900">
        What you may pay for {course.code} {course.title}
      </h3>
      <p className="mt-1 text-sm font-semibold text-slate-700">{ESTIMATE_NOTE}</p>
      <ul className="mt-4 space-y-4" aria-labelledby={headingId}>
        {outcomes.map((outcome) => (
          <li
            key={outcome.name}
            className="rounded-xl border border-mist-200 bg-white p-4"
            data-outcome={outcome.status}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-bold text-navy-900" data-outcome-label>
                {outcome.name}
                {outcome.program ? `, ${outcome.program.state}` : ''}:{' '}
                <span data-outcome-price>{formatFee(outcome.price)}</span>
              </span>
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_CLASS[outcome.status]}`}>
                {STATUS_LABELS[outcome.status]}
              </span>
            </p>
            <p className="mt-2 text-slate-700">{outcome.reason}</p>
            {outcome.status !== 'not-eligible' && outcome.evidence.length > 0 && (
              <>
                <p className="mt-2 text-sm font-semibold text-navy-900">What to bring</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                  {outcome.evidence.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            )}
            {outcome.program && (
              <p className="mt-2 text-sm text-slate-700">
                Rules last checked on {dayLabel(outcome.program.checkedOn)}.{' '}
                <a
                  href={outcome.program.officialUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-teal-800 underline"
                >
                  The official {outcome.program.name} page<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            )}
            {outcome.status !== 'not-eligible' && applyHref(outcome) && (
              <a
                href={applyHref(outcome)!}
                aria-label={`Apply online at this price: ${outcome.name}`}
                className="mt-3 mr-6 inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
              >
                Apply online at this price
              </a>
            )}
            {outcome.program && outcome.status !== 'not-eligible' && (
              <a
                href={enquiryHref(course, outcome)}
                aria-label={`Enquire about this price: ${outcome.name}`}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
              >
                Enquire about this price
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
