import { describe, expect, it } from 'vitest';
import { signatureHtml, signatureText } from './signature-html';

const fields = { name: 'Camille Laurent', title: 'Directrice marketing', phone: '+33 6 48 21 73 90', email: 'camille.laurent@synapse-ia.fr' };

describe('e-mail signature', () => {
  it('is a table with inline styles, absolute links and the PNG logo', () => {
    const html = signatureHtml(fields, 'https://www.synapse-ia.fr/');
    expect(html.startsWith('<table')).toBe(true);
    expect(html).not.toMatch(/class=|<svg|<style/);
    expect(html).toContain('src="https://www.synapse-ia.fr/images/logos/synapse-logo-light-480x128.png"');
    expect(html).toContain('href="tel:+33648217390"');
    expect(html).toContain('href="mailto:camille.laurent@synapse-ia.fr"');
  });

  it('escapes what the person types', () => {
    const html = signatureHtml({ ...fields, name: '<img src=x onerror=alert(1)>', title: 'R&D "IA"' }, 'https://x.fr');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('R&amp;D &quot;IA&quot;');
  });

  it('has a plain-text twin and leaves out empty lines', () => {
    expect(signatureText({ ...fields, phone: ' ' })).toBe(
      'Camille Laurent\nDirectrice marketing · Synapse IA\ncamille.laurent@synapse-ia.fr\nwww.synapse-ia.fr · 12 rue de la Paix, 75002 Paris',
    );
  });
});
