import { describe, expect, it } from 'vitest';
import { personalDataFileName } from './api/privacy-answers';
import { exportFileName } from './prospects/csv-columns';

describe('the day in the name of an exported file', () => {
  it('is the Paris day of the export: at 00:30 in Paris, the new day, though UTC is still on the last', () => {
    const lateNight = new Date('2026-12-04T23:30:00.000Z');
    expect(exportFileName(lateNight)).toBe('prospects-2026-12-05.csv');
    expect(personalDataFileName(lateNight)).toBe('donnees-personnelles-2026-12-05.json');
    expect(exportFileName(new Date('2026-07-14T21:59:00.000Z'))).toBe('prospects-2026-07-14.csv');
  });
});
