import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('leaves the undefined fields out and writes the others as text, encoded', () => {
    expect(queryString({ page: 2, q: undefined, status: 'nouveau', unread: false })).toBe('page=2&status=nouveau&unread=false');
    expect(queryString({ q: 'élan & co' })).toBe('q=%C3%A9lan+%26+co');
    expect(queryString({})).toBe('');
  });
});
