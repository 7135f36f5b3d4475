import { readFileSync } from 'node:fs';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import type { QuizQuestion } from '../../contracts/quiz/model.ts';

/** The questions the built quiz shows: the embedded dataset's quiz document, which the browser tests' build reads. */
export const QUIZ_QUESTIONS: QuizQuestion[] = readFileSync(DEFAULT_DATASET_FILE, 'utf8')
  .split('\n')
  .filter((line) => line.includes('"_id":"quiz"'))
  .map((line) => JSON.parse(line) as { questions: QuizQuestion[] })[0].questions;
