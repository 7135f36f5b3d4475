import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { QUIZ_OPTION_CATEGORIES } from '../../contracts/quiz/model.ts';
import { quizProblems } from '../../contracts/quiz/rules.ts';
import { byId, defineCollection } from './definition.ts';
import { single } from './entries.ts';
import { seoSchema, text, type Guarded } from './fields.ts';
import { seoFragment } from './fragments.ts';
import type { QuizQueryResult } from './sanity.types.ts';

export const quizQuery = defineQuery(`*[_type == "quiz" && _id == "quiz"][0] {
  _id,
  _type,
  "questions": coalesce(questions[]{
    question,
    "options": coalesce(options[]{ text, category, "securesLoads": coalesce(securesLoads, false) }, [])
  }, []),
  "units": coalesce(units[]{
    benefit,
    "course": course->{ _id, _type, code, title, "slug": slug.current, "hasDetailPage": coalesce(hasDetailPage, false) }
  }, []),
  contactCard{ title, benefit },
  hero{ heading, lead },
  ${seoFragment}
}`);

export const quizSchema = z
  .looseObject({
    _id: z.string(),
    questions: z.array(
      z.object({
        question: text,
        options: z.array(z.object({ text, category: z.enum(QUIZ_OPTION_CATEGORIES), securesLoads: z.boolean() })),
      }),
    ),
    units: z.array(
      z.object({
        benefit: text,
        // null when the reference does not resolve (the course was deleted or unpublished).
        course: z
          .object({ _id: z.string(), code: text, title: text, slug: text, hasDetailPage: z.boolean() })
          .nullable(),
      }),
    ),
    contactCard: z.object({ title: text, benefit: text }),
    hero: z.object({ heading: text, lead: text }),
    seo: seoSchema,
  })
  .superRefine((quiz, context) => {
    for (const { path, message } of quizProblems({ ...quiz, units: quiz.units.map(({ course }) => course) }))
      context.addIssue({ code: 'custom', path, message });
  });
export type Quiz = Guarded<NonNullable<QuizQueryResult>, typeof quizSchema>;

export const quiz = defineCollection({ query: quizQuery, schema: quizSchema, id: byId, single: true });

export const getQuiz = () => single<Quiz>('quiz');
