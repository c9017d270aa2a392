import { describe, expect, it } from 'vitest';
import { changedValues } from './follow-stored';

describe('changedValues', () => {
  const values = { notifyContact: true, weeklyReport: false, followUpDigestHour: 9 };

  it('keeps the fields marked changed, and only those', () => {
    expect(changedValues(values, { notifyContact: true, weeklyReport: false })).toEqual({ notifyContact: true });
    expect(changedValues(values, { followUpDigestHour: true, weeklyReport: true })).toEqual({ weeklyReport: false, followUpDigestHour: 9 });
  });

  it('sends every field when none was changed: the shown values confirmed', () => {
    expect(changedValues(values, {})).toEqual(values);
  });
});
