import { describe, expect, it } from 'vitest';
import { createLibraryTurns } from '../../server/auth/library-turns.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A call into the library: a few steps, each after a wait that resolves without the event loop (as node:sqlite's). */
function libraryCall(log: string[], name: string, steps = 3) {
  return async () => {
    for (let step = 0; step < steps; step += 1) {
      log.push(`${name}${step}`);
      await Promise.resolve();
    }
    return name;
  };
}

describe('turns of the accounts library', () => {
  it('runs calls that arrive together one after another, with the event loop answering between them', async () => {
    const turns = createLibraryTurns();
    const log: string[] = [];
    const calls = ['a', 'b', 'c'].map((name) => turns.run(libraryCall(log, name)));
    // A page read finishing meanwhile: its callback comes on a turn of the event loop.
    setImmediate(() => log.push('page'));
    expect(await Promise.all(calls)).toEqual(['a', 'b', 'c']);
    expect(log.filter((entry) => entry !== 'page')).toEqual(['a0', 'a1', 'a2', 'b0', 'b1', 'b2', 'c0', 'c1', 'c2']);
    // The page is answered before the last call starts, not after all three.
    expect(log.indexOf('page')).toBeLessThan(log.indexOf('c0'));
  });

  it('gives the turn up while a call waits for work off the main thread, and takes it back after', async () => {
    const turns = createLibraryTurns();
    const log: string[] = [];
    const hashed = Promise.withResolvers<string>();
    const signIn = turns.run(async () => {
      log.push('sign-in starts');
      await turns.aside(() => hashed.promise);
      await libraryCall(log, 'sign-in')();
    });
    await turns.run(libraryCall(log, 'other'));
    // The other call ran whole while the sign-in waited for its hash.
    expect(log).toEqual(['sign-in starts', 'other0', 'other1', 'other2']);
    const third = turns.run(libraryCall(log, 'third'));
    hashed.resolve('the hash');
    await Promise.all([signIn, third]);
    // Back from its wait, the sign-in waits for the turn again: no step of the third call comes between its steps.
    const resumed = log.indexOf('sign-in0');
    expect(log.slice(resumed, resumed + 3)).toEqual(['sign-in0', 'sign-in1', 'sign-in2']);
    expect(log.filter((entry) => entry.startsWith('third'))).toEqual(['third0', 'third1', 'third2']);
  });

  it('passes the turn on from a call that fails, with its error', async () => {
    const turns = createLibraryTurns();
    const failing = turns.run(() => Promise.reject(new Error('database closed')));
    const next = turns.run(async () => 'answered');
    await expect(failing).rejects.toThrow('database closed');
    expect(await next).toBe('answered');
  });

  it('lets one call wait for two pieces of work at once, and still holds a single turn after', async () => {
    const turns = createLibraryTurns();
    const log: string[] = [];
    const both = turns.run(async () => {
      await Promise.all([turns.aside(nextTurn), turns.aside(nextTurn)]);
      log.push('both done');
      await Promise.resolve();
      log.push('call ends');
    });
    const other = turns.run(libraryCall(log, 'other', 2));
    await Promise.all([both, other]);
    const ends = log.indexOf('both done');
    expect(log[ends + 1]).toBe('call ends');
    expect(log.filter((entry) => entry.startsWith('other'))).toEqual(['other0', 'other1']);
  });

  it('runs work asked for outside any call at once', async () => {
    const turns = createLibraryTurns();
    const held = turns.run(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // Nothing outside a call waits for a turn: the strength check of a form post, for example.
    expect(await turns.aside(async () => 'done')).toBe('done');
    await held;
  });
  it('passes the turn on when a call ends before work it left running', async () => {
    const turns = createLibraryTurns();
    const left = Promise.withResolvers<void>();
    let stray: Promise<void> | undefined;
    await turns.run(async () => {
      // Started and not awaited: the call ends first.
      stray = turns.aside(() => left.promise);
    });
    left.resolve();
    await stray;
    expect(await turns.run(async () => 'next')).toBe('next');
    expect(await turns.run(async () => 'and the one after')).toBe('and the one after');
  });
});
