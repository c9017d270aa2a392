import { describe, expect, it } from 'vitest';
import { audienceMonths, monthLabel, shortMonthLabel } from './audience-months';
import { addDays } from '../calendar-day';

const daysFrom = (first: string, count: number) => Array.from({ length: count }, (_, i) => ({ day: addDays(first, i), visitors: 2, pageViews: 3 }));

describe('the months of a long audience', () => {
  it('adds up each calendar month of the period, the first and last as far as the period goes', () => {
    // A period typed from 8 December 2025 to 7 December 2026: 365 days over 13 months.
    const months = audienceMonths(daysFrom('2025-12-08', 365));
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ month: '2025-12', from: '2025-12-08', to: '2025-12-31', visitors: 48, pageViews: 72 });
    expect(months[2]).toEqual({ month: '2026-02', from: '2026-02-01', to: '2026-02-28', visitors: 56, pageViews: 84 });
    expect(months[12]).toEqual({ month: '2026-12', from: '2026-12-01', to: '2026-12-07', visitors: 14, pageViews: 21 });
    expect(months.reduce((sum, month) => sum + month.pageViews, 0)).toBe(365 * 3);
  });

  it('names a whole month, and the days of a month covered in part', () => {
    expect(monthLabel({ month: '2026-02', from: '2026-02-01', to: '2026-02-28' })).toBe('février 2026');
    expect(monthLabel({ month: '2028-02', from: '2028-02-01', to: '2028-02-28' })).toBe('février 2028 (du 01 au 28)');
    expect(monthLabel({ month: '2025-12', from: '2025-12-08', to: '2025-12-31' })).toBe('décembre 2025 (du 08 au 31)');
    expect(shortMonthLabel('2026-12')).toBe('déc. 26');
  });
});
