import { describe, expect, it } from 'vitest';
import { combineRuns, type LighthouseResult } from './lighthouse-runs';

const run = (figures: Partial<LighthouseResult>): LighthouseResult => ({
  path: '/team',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  fcpMs: 700,
  lcpMs: 750,
  tbtMs: 0,
  htmlKb: 12.6,
  cssKb: 7.4,
  scriptKb: 72.1,
  observedFcpMs: 120,
  lostPoints: {},
  failedAudits: [],
  performanceRuns: [],
  tbtRuns: [],
  ...figures,
});

describe('combineRuns', () => {
  it('takes the median of each figure, whichever run it comes from', () => {
    const combined = combineRuns([run({ tbtMs: 86, fcpMs: 690 }), run({ tbtMs: 4, fcpMs: 760, performance: 99 }), run({ tbtMs: 12, fcpMs: 720 })]);
    expect(combined).toMatchObject({ path: '/team', performance: 100, tbtMs: 12, fcpMs: 720, performanceRuns: [100, 99, 100], tbtRuns: [86, 4, 12] });
  });

  it('takes the median of the points each metric costs, a metric missing from a run costing nothing there', () => {
    const combined = combineRuns([
      run({ lostPoints: { 'largest-contentful-paint': 1.4, 'total-blocking-time': 0.2 } }),
      run({ lostPoints: { 'largest-contentful-paint': 1.1 } }),
      run({ lostPoints: { 'largest-contentful-paint': 1.6, 'total-blocking-time': 0.1 } }),
    ]);
    expect(combined.lostPoints).toEqual({ 'largest-contentful-paint': 1.4, 'total-blocking-time': 0.1 });
  });

  it('keeps the largest layout shift and every audit failed in any run', () => {
    const combined = combineRuns([run({}), run({ cls: 0.003, failedAudits: ['color-contrast'] }), run({ failedAudits: ['color-contrast', 'image-alt'] })]);
    expect(combined.cls).toBe(0.003);
    expect(combined.failedAudits).toEqual(['color-contrast', 'image-alt']);
  });
});
