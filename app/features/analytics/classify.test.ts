import { describe, expect, it } from 'vitest';
import { classifyClick } from './classify';

const origin = 'http://site.test';
const link = (href: string, dataset: Record<string, string> = {}, text = 'Lien') => ({ href, dataset, text });

describe('classifyClick', () => {
  it('reports home calls with their click type', () => {
    expect(classifyClick(link('/contact', { ctaType: 'primary' }, ' Démarrer  un projet '), origin)).toEqual({
      event: 'cta_click',
      properties: { clickType: 'primary', label: 'Démarrer un projet', href: '/contact' },
    });
  });

  it('recognises demo and quote requests from the contact address', () => {
    expect(classifyClick(link('/contact?type=demo&solution=Clara'), origin)?.event).toBe('demo_request');
    expect(classifyClick(link('/contact?assistant=1001&demo=true'), origin)?.event).toBe('demo_request');
    expect(classifyClick(link('/contact?service=freelance&tjm=550&type=Court'), origin)?.event).toBe('quote_request');
    expect(classifyClick(link('http://ailleurs.test/contact?devis=1'), origin)).toBeNull();
    expect(classifyClick(link('/contact'), origin)).toBeNull();
  });

  it('recognises applications by e-mail and explicit events', () => {
    expect(classifyClick(link('mailto:recrutement@x.fr?subject=Candidature%20spontan%C3%A9e'), origin)?.event).toBe('job_application');
    expect(classifyClick(link('mailto:contact@x.fr'), origin)).toBeNull();
    expect(classifyClick({ dataset: { analyticsEvent: 'quote_request' }, text: 'Devis' }, origin)?.event).toBe('quote_request');
  });
});
