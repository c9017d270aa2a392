import { describe, expect, it } from 'vitest';
import { scriptBudgetKb } from './first-visit-budgets';

describe('scriptBudgetKb', () => {
  it("gives every assistant profile the first one's budget, and no budget to pages the targets do not name", () => {
    expect(scriptBudgetKb('/')).toBe(125);
    expect(scriptBudgetKb('/employe/1003')).toBe(137);
    expect(scriptBudgetKb('/super-assistant')).toBeUndefined();
  });
});
