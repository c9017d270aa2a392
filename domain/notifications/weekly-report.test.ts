import { describe, expect, it } from 'vitest';
import { change, lastWeek, weeklyReportMail, type WeeklyFigures } from './weekly-report';

const figures: WeeklyFigures = {
  from: '2026-11-16',
  to: '2026-11-22',
  audience: {
    visitors: 1234,
    previousVisitors: 1100,
    pageViews: 3456,
    pages: [
      { page: '/', pageViews: 1500 },
      { page: '/contact', pageViews: 400 },
    ],
    sources: [
      { source: 'direct', visitors: 300 },
      { source: 'search', visitors: 700 },
      { source: 'social', visitors: 0 },
      { source: 'campaign', visitors: 0 },
      { source: 'referral', visitors: 0 },
    ],
    notFound: {
      views: 14,
      pages: [
        { page: '/flyer-salon', views: 9 },
        { page: '/ancienne-offre', views: 3 },
      ],
    },
  },
  leads: { total: 18, previousTotal: 15, bySource: { contact: 9, callback: 4, 'super-assistant': 5, manuel: 0, import: 0 } },
  answers: { received: 13, answered: 12, onTime: 11, medianMinutes: 42, late: 1 },
  leadAnswers: { received: 5, answered: 4, onTime: 3, medianMinutes: 70, late: 2 },
  pipeline: { openCount: 34, openValue: 120_000, wonCount: 2, wonValue: 15_000, withoutNextAction: 5, weighted: 36_000, unmeasured: 8_000 },
  lost: {
    total: 3,
    value: 9_000,
    reasons: [
      { reason: 'Budget insuffisant', count: 2 },
      { reason: null, count: 1 },
    ],
  },
  won: { total: 2, value: 11_000 },
  closing: { count: 3, value: 18_000, overdue: 1 },
  goal: { month: '2026-11', target: 20_000, won: 7_400 },
  teamGoals: [
    { username: 'camille', target: 8_000, won: 2_500 },
    { username: 'jean', target: 5_000, won: 6_000 },
  ],
  campaigns: [
    { campaign: 'Salon Lyon', clicks: 120, scans: 30, leads: 4, estimatedValue: 24_000, spent: 1_200, costPerLead: 300 },
    { campaign: 'Affichage', clicks: 0, scans: 0, leads: 0, estimatedValue: 0, spent: 500, costPerLead: null },
    { campaign: 'Newsletter', clicks: 40, scans: 0, leads: 1, estimatedValue: 0, spent: 0, costPerLead: null },
  ],
};

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('lastWeek', () => {
  it('gives the Monday to Sunday before the Paris week, and tells a Monday', () => {
    // Monday 30 November 2026, 7:30 UTC = 8:30 in Paris.
    expect(lastWeek(new Date('2026-11-30T07:30:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29', monday: true, hour: 8 });
    // Sunday 29 November, 23:30 UTC is already Monday 0:30 in Paris.
    expect(lastWeek(new Date('2026-11-29T23:30:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29', monday: true, hour: 0 });
    expect(lastWeek(new Date('2026-11-26T12:00:00Z'))).toMatchObject({ from: '2026-11-16', to: '2026-11-22', monday: false });
  });
});

describe('change', () => {
  it.each([
    [0, 0, 'stable'],
    [3, 0, 'en hausse, aucune la semaine précédente'],
    [12, 10, '+20\u00a0% sur la semaine précédente'],
    [9, 10, '-10\u00a0% sur la semaine précédente'],
  ])('writes %i against %i as %s', (current, previous, text) => expect(change(current, previous)).toBe(text));
});

describe('weeklyReportMail', () => {
  it('tells the week in French, each part with its figures, and links the dashboard', () => {
    const mail = weeklyReportMail(figures, 'https://agence.exemple.fr');
    expect(plain(mail.subject)).toBe('[Semaine du lundi 16 novembre au dimanche 22 novembre 2026] 1 234 visiteurs, 18 leads');
    const text = plain(mail.text);
    expect(text).toContain('- Visiteurs : 1 234 (+12 % sur la semaine précédente)');
    expect(text).toContain('- Pages les plus vues : / (1 500), /contact (400)');
    expect(text).toContain('- Provenance : Moteurs de recherche 70 %, Accès direct 30 %');
    expect(text).toContain('- Pages introuvables : 14 visites, dont /flyer-salon (9), /ancienne-offre (3), à rediriger dans SEO › Pages introuvables');
    expect(text).toContain('- 18 leads (+20 % sur la semaine précédente) : Contact 9, Rappel 4, Super assistant 5');
    expect(text).toContain('- Réponses dans les délais promis : 92 % (11 sur 12), première réponse en 42 min (médiane, heures ouvrées)');
    expect(text).toContain('- En retard en ce moment : 1 demande sans réponse après l’échéance promise');
    expect(text).toContain('- Leads du super assistant contactés dans les délais : 75 % (3 sur 4), premier contact en 1 h 10 (médiane, heures ouvrées)');
    expect(text).toContain('- Leads en retard en ce moment : 2 leads pas encore contactés après l’échéance promise');
    expect(text).toContain('- En cours : 34 prospects, 120 000 € estimés');
    expect(text).toContain('- Pondéré par les taux de gain mesurés : 36 000 €, hors 8 000 € d’étapes sans taux mesuré');
    expect(text).toContain('- Clients : 2 prospects, 15 000 €');
    expect(text).toContain('- Sans prochaine action : 5 prospects en cours');
    expect(text).toContain('- Perdus cette semaine : 3 prospects, 9 000 € estimés (Budget insuffisant 2, sans motif 1)');
    expect(text).toContain('- Gagnés cette semaine : 2 prospects, 11 000 €');
    expect(text).toContain('- Objectif de novembre : 7 400 € gagnés sur 20 000 € (37 %)\n');
    expect(text).toContain('- Objectif de camille en novembre : 2 500 € gagnés sur 8 000 € (31 %)\n- Objectif de jean en novembre : 6 000 € gagnés sur 5 000 € (120 %), atteint\n');
    expect(text).toContain('- Clôtures prévues la semaine qui commence : 3 prospects, 18 000 € estimés');
    expect(text).toContain('- Date de clôture dépassée : 1 prospect en cours, à redater ou à trancher');
    expect(text).toContain('- Salon Lyon : 120 clics, 30 scans QR, 4 leads, 24 000 € estimés, 1 200 € dépensés (300 € par lead)');
    // Paid for and bringing nothing: said as plainly.
    expect(text).toContain('- Affichage : 0 clic, 0 scan QR, 0 lead, 500 € dépensés');
    expect(text).toContain('- Newsletter : 40 clics, 0 scan QR, 1 lead\n');
    expect(text).toContain('Le tableau de bord : https://agence.exemple.fr/admin#dashboard');
  });

  it('says so when a week had no answer and no campaign click', () => {
    const quiet = weeklyReportMail(
      {
        ...figures,
        answers: { received: 2, answered: 0, onTime: 0, medianMinutes: null, late: 0 },
        leadAnswers: { received: 1, answered: 0, onTime: 0, medianMinutes: null, late: 0 },
        lost: { total: 0, value: 0, reasons: [] },
        pipeline: { ...figures.pipeline, withoutNextAction: 0, weighted: 0, unmeasured: 120_000 },
        won: { total: 0, value: 0 },
        closing: { count: 0, value: 0, overdue: 0 },
        goal: null,
        teamGoals: [],
        audience: { ...figures.audience, notFound: { views: 0, pages: [] } },
        campaigns: [],
      },
      'https://agence.exemple.fr',
    );
    expect(quiet.text).toContain('- Leads du super assistant de la semaine : 1 lead, aucun contact enregistré');
    expect(quiet.text).not.toContain('Leads en retard');
    // No stage of the open value has a rate yet: no weighted figure.
    expect(quiet.text).not.toContain('Pondéré');
    expect(quiet.text).not.toContain('Perdus');
    expect(quiet.text).not.toContain('Sans prochaine action');
    expect(quiet.text).not.toContain('Gagnés');
    expect(quiet.text).not.toContain('Clôture');
    expect(quiet.text).not.toContain('Objectif');
    expect(quiet.text).not.toContain('Pages introuvables');
    const none = weeklyReportMail({ ...figures, leadAnswers: { received: 0, answered: 0, onTime: 0, medianMinutes: null, late: 0 } }, 'https://agence.exemple.fr');
    expect(none.text).not.toContain('Leads du super assistant');
    expect(quiet.text).toContain('- Aucune réponse enregistrée aux 2 demandes de la semaine');
    expect(quiet.text).toContain('- Aucun clic ni dépense sur les campagnes cette semaine');
    expect(quiet.text).not.toContain('En retard en ce moment');
  });

  it('says the goal of the month reached once the value won meets it', () => {
    const reached = plain(weeklyReportMail({ ...figures, goal: { month: '2026-12', target: 20_000, won: 20_000 } }, 'https://agence.exemple.fr').text);
    expect(reached).toContain('- Objectif de décembre : 20 000 € gagnés sur 20 000 € (100 %), atteint\n');
    const short = plain(weeklyReportMail({ ...figures, goal: { month: '2026-12', target: 20_000, won: 19_999 } }, 'https://agence.exemple.fr').text);
    expect(short).toContain('(99 %)\n');
  });
});
