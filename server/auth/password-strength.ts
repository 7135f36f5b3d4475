import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../contracts/password-policy.ts';

// zxcvbn's scores run 0 to 4; 3 is "safely unguessable" (about 10^8 guesses and more).
const MIN_SCORE = 3;
/**
 * zxcvbn's matching grows faster than the length: a crafted 128-character password took a second. A
 * password whose first 100 characters are hard to guess is hard to guess, so only those are examined.
 */
export const STRENGTH_CHECKED_LENGTH = 100;

async function loadChecker(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
}

let checker: Promise<ZxcvbnFactory> | null = null;
/**
 * The dictionaries take about 45 MB once loaded, and passwords are set rarely: they are loaded on the
 * first password checked, not when the publisher starts, and kept while the thread that checks lives
 * (password-work.ts stops it when no check is waiting). A failed load is
 * tried again with the next password, not remembered.
 */
const zxcvbn = () =>
  (checker ??= loadChecker().catch((error: unknown) => {
    checker = null;
    throw error;
  }));

/** The words someone guessing would try first: the e-mail address and its parts, and the site's name. */
export function personalWords(email: string, siteWords: readonly string[]): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const localParts = local.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const domainParts = domain
    .split('.')
    .slice(0, -1)
    .flatMap((label) => label.split('-'));
  return [
    ...new Set([email.toLowerCase(), local, localParts.join(''), ...localParts, ...domainParts, ...siteWords]),
  ].filter((word) => word.length >= 3);
}

/** The words of the site's own host name (www.northwind-training.example gives northwind and training). */
export function siteWords(siteUrl: string): string[] {
  const labels = new URL(siteUrl).hostname.split('.').slice(0, -1);
  const words = labels.flatMap((label) => label.split('-')).filter((word) => word.length >= 4 && word !== 'www');
  return [...new Set([...words, words.join('')])].filter(Boolean);
}

/** Characters of the password that zxcvbn matched to the personal words. */
const personalShare = (result: ZxcvbnResult) =>
  result.sequence
    .filter((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + match.token.length, 0) / Math.max(1, result.password.length);

/**
 * Why a password breaks the policy, or null when it is fine: at least ten characters, and not easy
 * to guess by zxcvbn's estimate, which knows common passwords, words, names, keyboard runs and dates.
 * A password mostly made of the e-mail address or the site's name is refused even when zxcvbn rates
 * it fair: those are the first guesses anyone who knows the account would try.
 */
export async function passwordProblem(password: string, words: readonly string[]): Promise<string | null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const examined = [...password].slice(0, STRENGTH_CHECKED_LENGTH).join('');
  const result = (await zxcvbn()).check(examined, [...words]);
  if (personalShare(result) >= 0.5) return `${PASSWORD_MESSAGES.personal} ${PASSWORD_MESSAGES.advice}`;
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return `${PASSWORD_MESSAGES.guessable}${warning} ${PASSWORD_MESSAGES.advice}`;
}
