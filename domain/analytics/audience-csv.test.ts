import { describe, expect, it } from 'vitest';
import { audienceCsvRecords, audienceFileName } from './audience-csv';
import type { SiteAudience } from './site-audience';

const audience: SiteAudience = {
  from: '2026-11-01',
  to: '2026-11-02',
  totals: { visitors: 3, pageViews: 5, pagesPerVisitor: 5 / 3, averageSeconds: 20, bounceRate: 0.5, leads: 1, conversionRate: 1 / 3 },
  previous: { from: '2026-10-30', to: '2026-10-31', until: null, visitors: 1, pageViews: 1 },
  days: [
    { day: '2026-11-01', visitors: 1, pageViews: 2 },
    { day: '2026-11-02', visitors: 2, pageViews: 3 },
  ],
  hours: [],
  pages: [{ page: '/contact', pageViews: 3, visitors: 2, averageSeconds: 20, scrollDepth: 0.5 }],
  sources: [{ source: 'search', visitors: 2 }],
  referrers: [{ referrer: 'www.google.fr', visitors: 2 }],
  entryPages: [{ page: '/', visitors: 3 }],
  exitPages: [{ page: '/contact', visitors: 2, pageViews: 3, exitRate: 2 / 3 }],
  campaigns: [{ campaign: '=HYPERLINK("https://piege.example")', visitors: 1 }],
  devices: [{ device: 'unknown', visitors: 1 }],
  browsers: [
    { browser: 'Firefox', visitors: 2 },
    { browser: 'unknown', visitors: 1 },
  ],
  systems: [{ os: 'Linux', visitors: 3 }],
  leadForms: [
    { form: 'contact', visitors: 0 },
    { form: 'callback', visitors: 1 },
    { form: 'super-assistant', visitors: 0 },
  ],
};

describe('the audience as a CSV file', () => {
  it('writes every figure in long form, French labels, the period in the name', () => {
    expect(audienceFileName(audience)).toBe('audience-2026-11-01-2026-11-02.csv');
    expect(audienceCsvRecords(audience)).toEqual([
      ['Rubrique', 'Élément', 'Visiteurs', 'Pages vues'],
      ['Période', 'du 01/11/2026 au 02/11/2026', '3', '5'],
      ['Jour', '01/11/2026', '1', '2'],
      ['Jour', '02/11/2026', '2', '3'],
      ['Page', '/contact', '2', '3'],
      ['Page d’entrée', '/', '3', ''],
      // Those who left from the page, and the views it had.
      ['Page de sortie', '/contact', '2', '3'],
      ['Source', 'Moteurs de recherche', '2', ''],
      ['Site référent', 'www.google.fr', '2', ''],
      // A campaign name comes from a visitor's address: it never runs as a formula.
      ['Campagne', '\'=HYPERLINK("https://piege.example")', '1', ''],
      ['Appareil', 'Inconnu', '1', ''],
      ['Navigateur', 'Firefox', '2', ''],
      ['Navigateur', 'Inconnu', '1', ''],
      ['Système', 'Linux', '3', ''],
      ['Formulaire', 'Formulaire de contact', '0', ''],
      ['Formulaire', 'Demande de rappel', '1', ''],
      ['Formulaire', 'Super assistant', '0', ''],
    ]);
  });

  it('writes the hours of a one-day period after its day', () => {
    const oneDay: SiteAudience = {
      ...audience,
      to: '2026-11-01',
      days: [{ day: '2026-11-01', visitors: 1, pageViews: 2 }],
      hours: [
        { hour: '00:00', starts: '2026-10-31T23:00:00.000Z', visitors: 0, pageViews: 0 },
        { hour: '01:00', starts: '2026-11-01T00:00:00.000Z', visitors: 1, pageViews: 2 },
      ],
    };
    expect(audienceCsvRecords(oneDay).slice(2, 5)).toEqual([
      ['Jour', '01/11/2026', '1', '2'],
      ['Heure', '01/11/2026 00:00', '0', '0'],
      ['Heure', '01/11/2026 01:00', '1', '2'],
    ]);
  });
});
