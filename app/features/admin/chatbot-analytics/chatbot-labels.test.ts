import { describe, expect, it } from 'vitest';
import { dailySeries } from './chatbot-labels';

describe('dailySeries', () => {
  it('gives each Paris day of the period its own label, the day the server counted', () => {
    // 23:30 UTC on 1 March is already 2 March in Paris: the series ends on that day, as the server counts it.
    const series = dailySeries([{ date: '2026-03-01', count: 4 }, { date: '2026-03-02', count: 1 }], 3, new Date('2026-03-01T23:30:00Z'));
    expect(series).toEqual([
      { date: '2026-02-28', label: '28/02', count: 0 },
      { date: '2026-03-01', label: '01/03', count: 4 },
      { date: '2026-03-02', label: '02/03', count: 1 },
    ]);
  });

  it('crosses a leap day and a year end', () => {
    expect(dailySeries([], 3, new Date('2028-03-01T08:00:00Z')).map((point) => point.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(dailySeries([], 2, new Date('2027-01-01T00:00:00Z')).map((point) => point.label)).toEqual(['31/12', '01/01']);
  });
});
