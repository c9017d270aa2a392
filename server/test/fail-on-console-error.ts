import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug being swallowed: fail the test that caused it.
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length) {
    const first = errors[0];
    errors.length = 0;
    throw new Error(`console.error was called: ${String(first?.[0])}`);
  }
});
