import { createHash } from 'node:crypto';

/**
 * The version of a text a learner agrees to: a hash of exactly what they read, so publishing a change makes a new
 * version and publishing the same words again does not.
 */
export const contentVersion = (content: unknown) =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12);
