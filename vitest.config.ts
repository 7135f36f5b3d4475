/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest leaves a core free by default, which on two cores means one file at a time; most files wait on
    // servers and child processes, so two run well side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
