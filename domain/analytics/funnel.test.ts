import { describe, expect, it } from 'vitest';
import { funnelStage } from './funnel';

describe('funnelStage', () => {
  it.each([
    ['/', 'AWARENESS'],
    ['/team', 'AWARENESS'],
    ['/join-us/', 'AWARENESS'],
    ['/workflows-assistants', 'INTEREST'],
    ['/web-dev#tarifs', 'INTEREST'],
    ['/pricing?c', 'CONSIDERATION'],
    ['/employe/1001', 'CONSIDERATION'],
    ['/demo/assistant-creator', 'CONSIDERATION'],
    ['/contact', 'CONVERSION'],
    ['/contact?devis=true', 'CONVERSION'],
    ['/contacts', 'OTHER'],
    ['/politique-confidentialite', 'OTHER'],
    ['/admin', 'OTHER'],
    ['', 'AWARENESS'],
  ])('%s is %s', (path, stage) => {
    expect(funnelStage(path)).toBe(stage);
  });
});
