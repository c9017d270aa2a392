import { describe, expect, it } from 'vitest';
import { loadingBarSteps } from './loading-bar';

describe('loading bar timeline', () => {
  it('steps through 15, 35, 65, 85 and reaches 100 just before 900 ms', () => {
    const steps = loadingBarSteps();
    expect(steps.map((s) => s.percent)).toEqual([15, 35, 65, 85, 100]);
    expect(steps.at(-1)?.atMs).toBe(850);
    expect(steps.map((s) => s.atMs)).toEqual([...steps.map((s) => s.atMs)].sort((a, b) => a - b));
  });

  it('scales with a custom duration', () => {
    expect(loadingBarSteps(2000).at(-1)?.atMs).toBe(1950);
  });
});
