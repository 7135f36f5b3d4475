import { parentPort } from 'node:worker_threads';
import { passwordProblem } from './password-strength.ts';

/** The strength check a password worker runs, one message at a time. */
export interface StrengthJob {
  password: string;
  words: string[];
}

parentPort?.on('message', ({ id, job }: { id: number; job: StrengthJob }) => {
  passwordProblem(job.password, job.words).then(
    (result) => parentPort?.postMessage({ id, result }),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
