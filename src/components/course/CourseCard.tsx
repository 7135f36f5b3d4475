import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/paths';
import type { CourseCardData } from '../../lib/courses/card-data';
import { ButtonLink } from '../ui/ButtonLink';
import { CourseBadge } from './CourseBadge';
import { ShortlistToggle } from './ShortlistToggle';
import { DeliveryFilters } from '../search/DeliveryFilters';
import { courseTypeLabel } from '../../lib/courses/text';
import { fixedValue, SEARCH_FIELD, searchRecordAttribute, TITLE_WEIGHT } from '../../../contracts/search/record';
import { CATALOGUE_PATH } from '../../../contracts/routes';
import { DEFERRED_RENDER_CLASS } from '../../lib/site/deferred-render';

export interface CourseCardProps {
  course: CourseCardData;
  /** "Next intake: Mon 7 December 2026 · Online" or "Start any time"; none when no date is set. */
  startLine: string | null;
}

/** A course in a list, rendered on the server only; the catalogue island shows and hides the cards it filters. */
export function CourseCard({ course, startLine }: CourseCardProps) {
  const typeLabel = courseTypeLabel(course.courseType);
  const facts: { icon: IconName; label: string; value: string }[] = [
    { icon: 'clock', label: 'Duration', value: course.duration },
    { icon: 'monitor', label: 'Delivery', value: course.delivery },
  ];
  const anchor = `course-${course.slug}`;
  const kind = fixedValue(SEARCH_FIELD.kind, 'Course');
  return (
    // A course without a page of its own is a search record of its own, split out of the catalogue page.
    <article
      id={anchor}
      data-course={course.code}
      {...searchRecordAttribute(course.detailHref ? null : `${CATALOGUE_PATH}#${anchor}`)}
      data-pagefind-filter={kind}
      data-pagefind-meta={kind}
      className={`${DEFERRED_RENDER_CLASS} flex h-full w-full flex-col rounded-2xl border border-mist-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md motion-safe:animate-[card-in_0.45s_ease-out_both] motion-safe:[animation-delay:calc(var(--card-position)*0.05s)]`}
    >
      <div className="flex items-start gap-4">
        {course.logo && (
          <img
            src={course.logo.src}
            srcSet={course.logo.srcset}
            width={course.logo.width}
            height={course.logo.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-xl object-contain"
          />
        )}
        <div className="min-w-0">
          {/* Labels and facts stay out of the indexed text (a result shows them from its metadata), keeping their metadata and filters. */}
          <p
            className="text-xs font-semibold tracking-wide text-teal-700 uppercase"
            data-pagefind-filter={fixedValue(SEARCH_FIELD.type, typeLabel)}
            data-pagefind-ignore=""
          >
            <span data-pagefind-meta={SEARCH_FIELD.code} data-pagefind-weight={TITLE_WEIGHT}>
              {course.code}
            </span>{' '}
            <span aria-hidden="true">·</span> {typeLabel}
          </p>
          <h3
            className="mt-1 text-lg leading-snug font-bold text-navy-900"
            data-pagefind-meta="title"
            data-pagefind-weight={TITLE_WEIGHT}
          >
            {course.detailHref ? (
              <a href={course.detailHref} className="rounded hover:text-teal-700 hover:underline">
                {course.title}
              </a>
            ) : (
              course.title
            )}
          </h3>
          <p
            className="mt-0.5 text-sm text-slate-600"
            data-pagefind-filter={SEARCH_FIELD.category}
            data-pagefind-ignore=""
          >
            {course.categoryName}
          </p>
          <DeliveryFilters modes={course.deliveryModes} />
        </div>
      </div>

      <p className="mt-4 text-[0.95rem] leading-relaxed text-slate-700">{course.excerpt}</p>

      {course.badges.length > 0 && (
        <ul className="mt-4 flex flex-wrap items-center gap-1.5" aria-label="Course tags" data-pagefind-ignore="">
          {course.badges.map((badge) => (
            <li key={badge.tag} className="flex">
              <CourseBadge {...badge} />
            </li>
          ))}
        </ul>
      )}

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-mist-200 pt-4 text-sm">
        <div className="col-span-2">
          <dt className="font-semibold text-navy-900" data-pagefind-ignore="">
            Who it’s for
          </dt>
          <dd className="mt-0.5 line-clamp-2 text-slate-600">{course.targetAudience}</dd>
        </div>
        {facts.map(({ icon, label, value }) => (
          <div key={label} data-pagefind-ignore="">
            <dt className="flex items-center gap-1.5 font-semibold text-navy-900">
              <Icon name={icon} className="size-4 text-teal-700" /> {label}
            </dt>
            <dd className="mt-0.5 text-slate-600">{value}</dd>
          </div>
        ))}
      </dl>

      {startLine && (
        <p
          className="mt-4 flex items-center gap-2 rounded-lg bg-mist-50 px-3 py-2 text-sm font-semibold text-navy-900"
          data-pagefind-ignore=""
        >
          <Icon name="calendar" className="size-4 shrink-0 text-teal-700" />
          <span data-next-intake>{startLine}</span>
        </p>
      )}

      <div className="mt-auto pt-5">
        <p className="text-2xl font-extrabold text-navy-900" data-pagefind-ignore="">
          <span data-pagefind-meta={SEARCH_FIELD.price}>{course.price}</span>
          <span className="ml-1 text-sm font-medium text-slate-600">per student</span>
        </p>
        {/* Side by side when both labels fit on one line each, else each on a line of its own, full width. */}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap" data-pagefind-ignore="all">
          {course.more && (
            <ButtonLink
              link={course.more}
              variant="secondary"
              context={`for ${course.title}`}
              className="flex-1 whitespace-nowrap"
            />
          )}
          <ButtonLink link={course.action} context={`for ${course.title}`} className="flex-1 whitespace-nowrap" />
        </div>
        <ShortlistToggle code={course.code} title={course.title} className="mt-3" />
        {course.beforeYouEnrolHref && (
          <a
            href={course.beforeYouEnrolHref}
            data-pagefind-ignore=""
            className="mt-3 inline-flex items-center gap-1 rounded py-1 text-sm font-semibold text-teal-700 underline underline-offset-2 hover:text-navy-900"
          >
            Before you enrol: fees, entry and support
            <span className="sr-only"> for {course.title}</span>
          </a>
        )}
      </div>
    </article>
  );
}
