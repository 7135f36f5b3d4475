/**
 * A count with its noun, as a coordinator or a learner reads it: "1 section", "3 sections", "0 sections". The plural
 * is the noun with an "s" unless given.
 */
export const counted = (count: number, noun: string, nouns = `${noun}s`) => `${count} ${count === 1 ? noun : nouns}`;
