import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CSV_HEADER, campaignStatsCsvRecords, campaignStatsFileName, linkStatsCsvRecords, linkStatsFileName } from './campaign-stats-csv';
import type { CampaignStats, LinkStats, VisitStats } from './tracking-link-stats';

const nothing = { clicks: 0, scans: 0, visitors: 0, leads: 0 };
const stats = (overrides: Partial<VisitStats> = {}): VisitStats => ({
  totals: { ...nothing, conversionRate: null, estimatedValue: 0, wonValue: 0 },
  days: [{ day: '2026-11-02', ...nothing }],
  hours: [],
  referrers: [],
  devices: [
    { device: 'mobile', visits: 0 },
    { device: 'tablet', visits: 0 },
    { device: 'desktop', visits: 0 },
  ],
  leadsBySource: { contact: 0, callback: 0, superAssistant: 0 },
  previous: { from: '2026-10-30', to: '2026-10-31', until: null, ...nothing },
  ...overrides,
});

const salon: CampaignStats['campaigns'][number] = {
  campaign: 'Salon Lyon',
  links: [{ id: 1, clientName: '=HYPERLINK("https://piege.example")', trackingCode: 'salon-qr', clicks: 3, scans: 1, visitors: 3, leads: 1, conversionRate: 1 / 3, estimatedValue: 12_000, wonValue: 0 }],
  stats: stats({
    totals: { clicks: 3, scans: 1, visitors: 3, leads: 1, conversionRate: 1 / 3, estimatedValue: 12_000, wonValue: 0 },
    previous: { from: '2026-10-30', to: '2026-10-31', until: null, clicks: 2, scans: 0, visitors: 2, leads: 0 },
    days: [
      { day: '2026-11-01', clicks: 1, scans: 0, visitors: 1, leads: 0 },
      { day: '2026-11-02', clicks: 2, scans: 1, visitors: 2, leads: 1 },
    ],
    referrers: [
      { referrer: '', visits: 3 },
      { referrer: 'www.linkedin.com', visits: 1 },
    ],
    devices: [
      { device: 'mobile', visits: 3 },
      { device: 'tablet', visits: 0 },
      { device: 'desktop', visits: 1 },
    ],
    leadsBySource: { contact: 0, callback: 1, superAssistant: 0 },
  }),
  spend: { total: 600, costPerLead: 600, returnOnSpend: 0 },
};

describe('the campaigns’ statistics as a CSV file', () => {
  it('writes a campaign in long form: its period with the spend, the period before, its links, days, referrers, devices and leads by form', () => {
    const records = campaignStatsCsvRecords({ from: '2026-11-01', to: '2026-11-02', campaigns: [salon] });
    expect(records[0]).toEqual([...CAMPAIGN_CSV_HEADER]);
    expect(records.slice(1)).toEqual([
      ['Salon Lyon', 'Période', 'du 01/11/2026 au 02/11/2026', '4', '3', '1', '3', '1', '33,3\u00a0%', '12000', '0', '600', '600'],
      // The same number of days just before, to compare with (0570).
      ['Salon Lyon', 'Période précédente', 'du 30/10/2026 au 31/10/2026', '2', '2', '0', '2', '0', '', '', '', '', ''],
      // A name a spreadsheet would run as a formula is written as text.
      ['Salon Lyon', 'Lien', `'=HYPERLINK("https://piege.example") (salon-qr)`, '4', '3', '1', '3', '1', '33,3\u00a0%', '12000', '0', '', ''],
      ['Salon Lyon', 'Jour', '01/11/2026', '1', '1', '0', '1', '0', '', '', '', '', ''],
      ['Salon Lyon', 'Jour', '02/11/2026', '3', '2', '1', '2', '1', '', '', '', '', ''],
      ['Salon Lyon', 'Site référent', 'Accès direct ou inconnu', '3', '', '', '', '', '', '', '', '', ''],
      ['Salon Lyon', 'Site référent', 'www.linkedin.com', '1', '', '', '', '', '', '', '', '', ''],
      ['Salon Lyon', 'Appareil', 'Mobile', '3', '', '', '', '', '', '', '', '', ''],
      ['Salon Lyon', 'Appareil', 'Tablette', '0', '', '', '', '', '', '', '', '', ''],
      ['Salon Lyon', 'Appareil', 'Ordinateur', '1', '', '', '', '', '', '', '', '', ''],
      ['Salon Lyon', 'Leads par formulaire', 'Contact', '', '', '', '', '0', '', '', '', '', ''],
      ['Salon Lyon', 'Leads par formulaire', 'Demande de rappel', '', '', '', '', '1', '', '', '', '', ''],
      ['Salon Lyon', 'Leads par formulaire', 'Super assistant', '', '', '', '', '0', '', '', '', '', ''],
    ]);
    for (const record of records) expect(record).toHaveLength(CAMPAIGN_CSV_HEADER.length);
  });

  it('adds the hours of a one-day period, names the links without a campaign and leaves their spend empty', () => {
    const loose: CampaignStats['campaigns'][number] = {
      campaign: '',
      links: [],
      stats: stats({ hours: [{ hour: '09:00', starts: '2026-11-02T08:00:00.000Z', clicks: 2, scans: 0, visitors: 1, leads: 0 }] }),
      spend: { total: 0, costPerLead: null, returnOnSpend: null },
    };
    const records = campaignStatsCsvRecords({ from: '2026-11-02', to: '2026-11-02', campaigns: [loose] });
    expect(records[1]).toEqual(['Sans campagne', 'Période', 'du 02/11/2026 au 02/11/2026', '0', '0', '0', '0', '0', '', '0', '0', '', '']);
    expect(records).toContainEqual(['Sans campagne', 'Heure', '02/11/2026 09:00', '2', '2', '0', '1', '0', '', '', '', '', '']);
  });

  it('writes one link alone in the same columns: its campaign, the period, its own row, no spend', () => {
    const link = { id: 1, clientName: 'Affiche', trackingCode: 'salon-qr', campaign: 'Salon Lyon' } as LinkStats['link'];
    const linkStats: LinkStats = { from: '2026-11-01', to: '2026-11-02', link, stats: salon.stats };
    const records = linkStatsCsvRecords(linkStats);
    expect(records[0]).toEqual([...CAMPAIGN_CSV_HEADER]);
    expect(records[1]).toEqual(['Salon Lyon', 'Période', 'du 01/11/2026 au 02/11/2026', '4', '3', '1', '3', '1', '33,3\u00a0%', '12000', '0', '', '']);
    expect(records[2]).toEqual(['Salon Lyon', 'Période précédente', 'du 30/10/2026 au 31/10/2026', '2', '2', '0', '2', '0', '', '', '', '', '']);
    expect(records[3]).toEqual(['Salon Lyon', 'Lien', 'Affiche (salon-qr)', '4', '3', '1', '3', '1', '33,3\u00a0%', '12000', '0', '', '']);
    expect(records.slice(4)).toEqual(campaignStatsCsvRecords({ from: '2026-11-01', to: '2026-11-02', campaigns: [salon] }).slice(4));
    expect(linkStatsFileName(linkStats)).toBe('lien-salon-qr-2026-11-01-2026-11-02.csv');
  });

  it('writes where the period before stops when the period is under way (0572)', () => {
    const cut = { ...salon, stats: stats({ previous: { from: '2026-10-31', to: '2026-10-31', until: '2026-10-31T09:42:00.000Z', ...nothing } }) };
    const records = campaignStatsCsvRecords({ from: '2026-11-01', to: '2026-11-01', campaigns: [cut] });
    expect(records.find((record) => record[1] === 'Période précédente')).toEqual(['Salon Lyon', 'Période précédente', 'le 31/10/2026 jusqu’à 10:42', '0', '0', '0', '0', '0', '', '', '', '', '']);
  });

  it('names the file after the period, and after the campaign when one is exported alone', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    expect(campaignStatsFileName(period)).toBe('campagnes-2026-11-01-2026-11-30.csv');
    expect(campaignStatsFileName(period, 'Salon Lyon — Été 2026 !')).toBe('campagne-salon-lyon-ete-2026-2026-11-01-2026-11-30.csv');
    expect(campaignStatsFileName(period, '')).toBe('campagne-sans-campagne-2026-11-01-2026-11-30.csv');
    expect(campaignStatsFileName(period, '"; x=1')).toBe('campagne-x-1-2026-11-01-2026-11-30.csv');
  });
});
