import { describe, expect, it } from 'vitest';
import { replaceSection } from './report';

const report = ['# Benchmarks', '', '## HTTP', '', 'old http', '', '## Admin', '', 'old admin', '', '## Last', '', 'last', ''].join('\n');

describe('replaceSection', () => {
  it('replaces only the named section, keeping the ones after it', () => {
    const updated = replaceSection(report, { title: 'Admin', body: 'new admin' });
    expect(updated).toContain('## Admin\n\nnew admin\n\n## Last');
    expect(updated).not.toContain('old admin');
    expect(updated).toContain('old http');
  });

  it('replaces the last section up to the end', () => {
    expect(replaceSection(report, { title: 'Last', body: 'new last' }).endsWith('## Last\n\nnew last\n')).toBe(true);
  });

  it('appends a section the report does not have yet', () => {
    expect(replaceSection(report, { title: 'New', body: 'figures' }).endsWith('last\n\n## New\n\nfigures\n')).toBe(true);
  });
});
