import { describe, expect, it } from 'vitest';
import { goalProgress, goalSummary, SALES_GOAL_MAX, salesGoalMessage, salesGoalSettingsSchema } from './sales-goal';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('goalProgress', () => {
  it('counts whole percents rounded down, so 100 % means reached', () => {
    expect(goalProgress(20_000, 7_400, 0)).toEqual({ target: 20_000, won: 7_400, percent: 37, reached: false, remaining: 12_600, withExpectedPercent: 37 });
    expect(goalProgress(20_000, 19_999, 0)).toMatchObject({ percent: 99, reached: false, remaining: 1 });
    expect(goalProgress(20_000, 20_000, 0)).toMatchObject({ percent: 100, reached: true, remaining: 0 });
  });

  it('goes past the goal, and adds what the deals expected this month would bring', () => {
    expect(goalProgress(10_000, 12_500, 0)).toMatchObject({ percent: 125, reached: true, remaining: 0 });
    expect(goalProgress(20_000, 7_400, 8_000)).toMatchObject({ percent: 37, withExpectedPercent: 77 });
  });

  it('writes the summary the board shows', () => {
    expect(plain(goalSummary(goalProgress(20_000, 7_400, 0)))).toBe('7 400 € sur 20 000 € (37 %)');
  });
});

describe('salesGoalSettingsSchema', () => {
  it.each([0, 1, 20_000, SALES_GOAL_MAX])('accepts %i', (value) => expect(salesGoalSettingsSchema.parse({ monthlyWonGoal: value })).toEqual({ monthlyWonGoal: value }));

  it.each([-1, SALES_GOAL_MAX + 1, 12.5, Number.NaN, '20000', null])('refuses %s in French', (value) => {
    const checked = salesGoalSettingsSchema.safeParse({ monthlyWonGoal: value });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe(salesGoalMessage);
  });
});
