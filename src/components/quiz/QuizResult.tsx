import type { RefObject } from 'react';
import { Icon } from '../icons/Icon';
import type { QuizContactCard, QuizOption, QuizUnit } from '../../../contracts/quiz/model';
import { recommend } from '../../../contracts/quiz/recommend';
import { buttonClass } from '../../lib/ui/buttons';
import { RecommendationCard } from './RecommendationCard';

const secondaryButton = buttonClass('quiet', 'md');

/** The quiz's result (spec 2.7): the best match and one to also consider, or the contact card; Start Over. */
interface Props {
  answers: QuizOption[];
  units: QuizUnit[];
  contactCard: QuizContactCard;
  contactHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}

export function QuizResult({ answers, units, contactCard, contactHref, headingRef, onStartOver }: Props) {
  const result = recommend(answers);
  const unit = (code: string) => units.find((entry) => entry.code === code);
  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none sm:text-3xl">
        Here are our recommendations for you:
      </h2>
      <ul className="mt-6 grid gap-4">
        {result.kind === 'contact' ? (
          <RecommendationCard
            label="Next step"
            title={contactCard.title}
            benefit={contactCard.benefit}
            href={contactHref}
            action="Get in Touch"
            featured
          />
        ) : (
          [
            { label: 'Best match', code: result.bestMatch, featured: true },
            { label: 'Also consider', code: result.alsoConsider, featured: false },
          ].map(({ label, code, featured }) => {
            const entry = unit(code);
            return entry ? (
              <RecommendationCard
                key={code}
                label={label}
                code={entry.code}
                title={entry.title}
                benefit={entry.benefit}
                href={entry.href}
                action="View Course & Register"
                featured={featured}
              />
            ) : null;
          })
        )}
      </ul>
      <div className="mt-8">
        <button type="button" onClick={onStartOver} className={secondaryButton}>
          <Icon name="arrowLeft" className="size-4" />
          Start Over
        </button>
      </div>
    </div>
  );
}
