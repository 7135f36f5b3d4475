import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ReactNode } from 'react';
import { headingLevels, unsupportedNodes, type SupportedPortableText } from '../../lib/policy/portable-text';
import { isExternalHref } from '../../lib/site/links';
import { Icon } from '../icons/Icon';
import { Link } from '../ui/Link';

// Rendered to HTML at build time and never hydrated: policy pages ship no JavaScript of their own.

type Block<T> = { value: T & { _key: string } };
interface Card {
  _key: string;
  title: string;
  text: string;
  linkLabel?: string | null;
  href?: string | null;
}
interface Step {
  _key: string;
  title: string;
  text: string;
  links?: { _key: string; label: string; href: string }[] | null;
}
type Level = 2 | 3 | 4;

function Heading({ level, className, children }: { level: Level; className: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}

const linkClass =
  'font-medium text-teal-700 underline decoration-teal-700/40 underline-offset-2 hover:decoration-teal-700';

function components(levels: Map<string, Level>): PortableTextComponents {
  const levelOf = (key: string) => levels.get(key) ?? 2;
  return {
    block: {
      normal: ({ children }) => <p className="my-4 leading-7 text-slate-700">{children}</p>,
      h2: ({ children }) => <h2 className="mt-12 mb-4 text-2xl font-bold tracking-tight text-navy-900">{children}</h2>,
      h3: ({ children }) => <h3 className="mt-8 mb-3 text-xl font-semibold text-navy-900">{children}</h3>,
      blockquote: ({ children }) => (
        <blockquote className="my-6 border-l-4 border-teal-600 bg-mist-50 py-3 pr-4 pl-5 text-slate-700 italic">
          {children}
        </blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => (
        <ul className="my-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-teal-600">{children}</ul>
      ),
      number: ({ children }) => (
        <ol className="my-4 list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:font-semibold marker:text-teal-700">
          {children}
        </ol>
      ),
    },
    listItem: {
      bullet: ({ children }) => <li className="pl-1">{children}</li>,
      number: ({ children }) => <li className="pl-1">{children}</li>,
    },
    marks: {
      strong: ({ children }) => <strong className="font-semibold text-navy-900">{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => (
        <Link href={(value as { href: string }).href} className={linkClass}>
          {children}
        </Link>
      ),
    },
    types: {
      cardGrid: ({ value }: Block<{ cards: Card[] }>) => (
        <ul className="my-8 grid gap-4 sm:grid-cols-2">
          {value.cards.map((card) => (
            <li key={card._key} className="flex flex-col rounded-xl border border-mist-200 bg-white p-5 shadow-sm">
              <Heading level={levelOf(value._key)} className="text-lg font-semibold text-navy-900">
                {card.title}
              </Heading>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{card.text}</p>
              {card.href && (
                <Link
                  href={card.href}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:text-teal-600 hover:underline"
                >
                  {card.linkLabel || card.title}
                  <Icon name={isExternalHref(card.href) ? 'external' : 'arrowRight'} className="size-4" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      ),
      steps: ({ value }: Block<{ items: Step[] }>) => (
        <ol className="my-8 space-y-4">
          {value.items.map((step, index) => (
            <li
              key={step._key}
              className="relative flex gap-4 rounded-xl border border-mist-200 bg-white p-5 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <Heading level={levelOf(value._key)} className="text-lg font-semibold text-navy-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </Heading>
                <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
                {step.links && step.links.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                    {step.links.map((link) => (
                      <li key={link._key}>
                        <Link
                          href={link.href}
                          className="inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:text-teal-600 hover:underline"
                        >
                          {link.label}
                          <Icon name={isExternalHref(link.href) ? 'external' : 'arrowRight'} className="size-4" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      ),
      callout: ({ value }: Block<{ tone: 'info' | 'warning'; title?: string | null; text: string }>) => {
        const warning = value.tone === 'warning';
        return (
          <aside
            aria-label={value.title || (warning ? 'Warning' : 'Note')}
            className={`my-8 flex gap-3 rounded-xl border p-5 ${warning ? 'border-amber-400 bg-amber-50' : 'border-teal-600/30 bg-mist-100'}`}
          >
            <Icon
              name={warning ? 'warning' : 'info'}
              className={`mt-0.5 size-6 shrink-0 ${warning ? 'text-amber-700' : 'text-teal-700'}`}
            />
            <div>
              {value.title && <p className="font-semibold text-navy-900">{value.title}</p>}
              <p className="mt-1 leading-7 text-slate-700">{value.text}</p>
            </div>
          </aside>
        );
      },
    },
  };
}

/** What this renderer draws; a test holds it equal to what the Studio lets editors insert. */
export const SUPPORTED: SupportedPortableText = (() => {
  const map = components(new Map());
  const keys = (group: object | undefined) => Object.keys(group ?? {});
  return { types: keys(map.types), styles: keys(map.block), lists: keys(map.list), marks: keys(map.marks) };
})();

export class UnsupportedPortableTextError extends Error {}

function fail(message: string): never {
  throw new UnsupportedPortableTextError(message);
}

export default function PolicyBody({
  value,
  documentId,
}: {
  value: Array<{ _type: string; _key: string }>;
  documentId: string;
}) {
  const problems = unsupportedNodes(value, SUPPORTED);
  if (problems.length > 0) fail(`Document "${documentId}", field "body": ${problems.join('; ')}`);
  return (
    <PortableText
      value={value}
      components={components(headingLevels(value))}
      onMissingComponent={(message) => fail(`Document "${documentId}", field "body": ${message}`)}
    />
  );
}
