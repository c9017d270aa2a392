import { describe, expect, it } from 'vitest';
import { customNav, mobileNav, visibleWebDevSections } from './navigation';
import { redirectTarget } from './redirects';

describe('web-dev section nav', () => {
  it('shows Présentation and Technologies only, outside custom mode and /code', () => {
    expect(visibleWebDevSections(false, '/web-dev').map((s) => s.label)).toEqual(['Présentation', 'Technologies']);
  });

  it('shows every section, Prestations IA highlighted, in custom mode or on /code', () => {
    const all = ['Présentation', 'Technologies', 'Prestations IA', 'Expertise', 'DevOps & Infrastructure', 'Tarifs', 'Contact'];
    expect(visibleWebDevSections(true, '/web-dev').map((s) => s.label)).toEqual(all);
    expect(visibleWebDevSections(false, '/code/').map((s) => s.label)).toEqual(all);
    expect(visibleWebDevSections(false, '/code').filter((s) => s.highlighted).map((s) => s.label)).toEqual(['Prestations IA']);
  });
});

describe('menus', () => {
  it('lists the standard and custom mobile entries of the specification', () => {
    expect(mobileNav.map((i) => i.label)).toEqual(['Notre Vision', 'Workflows & Assistants IA', 'Notre Équipe', 'Nous Rejoindre', 'Nous contacter', 'Blog']);
    expect(customNav.map((i) => i.label)).toEqual(['Solutions Web Sur-Mesure', 'Expertise IA & Architecture', 'Solutions IA', 'Contact', 'Blog']);
  });

  it('never links a menu entry to a redirected address', () => {
    for (const item of [...mobileNav, ...customNav]) expect(redirectTarget(item.to), item.to).toBeUndefined();
  });
});

describe('redirect targets', () => {
  it('keeps the query string and leaves other paths alone', () => {
    expect(redirectTarget('/solutions-ia?c=1')).toBe('/workflows-assistants?c=1');
    expect(redirectTarget('/architecture-code/')).toBe('/expert-ia');
    expect(redirectTarget('/pricing')).toBeUndefined();
  });
});
