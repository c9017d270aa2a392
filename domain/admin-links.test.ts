import { describe, expect, it } from 'vitest';
import { adminLink, keptHash, prospectHash, prospectLinkOf, requestHash, requestLinkOf } from './admin-links';

describe('back-office links', () => {
  it('reads the pipeline and a prospect record, and nothing else', () => {
    expect(prospectLinkOf('#pipeline')).toEqual({ view: 'board', prospectId: null });
    expect(prospectLinkOf(`#${prospectHash(42)}`)).toEqual({ view: 'table', prospectId: 42 });
    for (const hash of ['', '#tracking-links', '#prospect-', '#prospect-abc', '#prospect-1234567890']) expect(prospectLinkOf(hash), hash).toBeNull();
  });

  it('reads an inbox request', () => {
    expect(requestLinkOf(`#${requestHash(7)}`)).toBe(7);
    for (const hash of ['', '#demande-', '#demande-x', '#prospect-7']) expect(requestLinkOf(hash), hash).toBeNull();
  });

  it('keeps only an id through the login', () => {
    expect(keptHash('#prospect-42')).toBe('#prospect-42');
    expect(keptHash('#settings-notifications')).toBe('#settings-notifications');
    for (const hash of ['', '#', '#a b', '#<script>', `#${'x'.repeat(61)}`]) expect(keptHash(hash), hash).toBe('');
  });

  it('writes the address an e-mail links to', () => expect(adminLink('https://agence.fr', 'pipeline')).toBe('https://agence.fr/admin#pipeline'));
});
