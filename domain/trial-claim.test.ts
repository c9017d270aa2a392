import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cannedAnswer } from './chat/canned-replies';
import { chatFacts } from './chat/facts';

/** Every source file of the site's text, tests left out. */
function sourceFiles(): string[] {
  return ['app', 'domain'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(root, file)),
  );
}

describe('the 14-day free trial (public-site §1: canned chat only)', () => {
  it('is said by the canned chat', () => {
    expect(cannedAnswer('Puis-je faire un essai ?').answer).toContain(`${chatFacts.freeTrialDays} jours`);
  });

  it('is said nowhere else on the site: no other text names its length', () => {
    const saying = sourceFiles().filter((file) => /\b14 jours|quatorze jours|freeTrialDays/i.test(readFileSync(file, 'utf8')));
    expect(saying.sort()).toEqual([join('domain', 'chat', 'canned-replies.ts'), join('domain', 'chat', 'facts.ts')]);
  });
});
