import { describe, expect, it } from 'vitest';
import { followUpDigestMail, parisClock, type DueFollowUp } from './follow-up-digest';

const followUp = (overrides: Partial<DueFollowUp>): DueFollowUp => ({
  id: 1,
  prenom: 'Claire',
  nom: 'Martin',
  entreprise: 'Atelier Lumen',
  client_code: 'CLI-00001',
  next_action_at: '2026-03-02',
  next_action_label: '',
  owner: null,
  estimated_value: null,
  ...overrides,
});
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the follow-up digest', () => {
  it("reads the day and the hour in Paris, summer time included", () => {
    expect(parisClock(new Date('2026-03-02T06:59:00Z'))).toEqual({ day: '2026-03-02', hour: 7 });
    expect(parisClock(new Date('2026-07-01T06:00:00Z'))).toEqual({ day: '2026-07-01', hour: 8 });
    expect(parisClock(new Date('2026-12-31T23:30:00Z'))).toEqual({ day: '2027-01-01', hour: 0 });
  });

  it('says the hour of an action given one, after the day of an overdue one', () => {
    const mail = followUpDigestMail({
      day: '2026-03-02',
      followUps: [
        followUp({ next_action_at: '2026-02-27', next_action_time: '16:00', next_action_label: 'Envoyer le devis' }),
        followUp({ id: 7, prenom: 'Paul', nom: 'Durand', entreprise: '', next_action_at: '2026-03-02', next_action_time: '14:30', next_action_label: 'Rappeler' }),
      ],
      total: 2,
      overdueTotal: 1,
      publicUrl: 'https://agence.exemple.fr',
      hour: 8,
    });
    const lines = plain(mail.text).split('\n');
    expect(lines).toContain('- Claire Martin (Atelier Lumen) — prévu le 27/02/2026 à 16 h : Envoyer le devis · Sans responsable');
    expect(lines).toContain('- Paul Durand — à 14 h 30 : Rappeler · Sans responsable');
  });

  it('lists the callbacks of the day at their slot, says them in the subject, and counts those beyond the list', () => {
    const slot = (id: number, name: string, preferredTime: string, assignee: string | null = null) => ({ id, name, company: '', phone: '06 12 34 56 78', preferredTime, assignee });
    const mail = followUpDigestMail({
      day: '2026-03-02',
      followUps: [],
      total: 0,
      overdueTotal: 0,
      publicUrl: 'https://agence.exemple.fr',
      hour: 8,
      slots: [slot(4, 'Anne Matin', '2026-03-02T09:15:00.000Z', 'camille')],
      slotsTotal: 3,
    });
    expect(mail.subject).toBe('[Relances] 3 rappels demandés');
    const lines = plain(mail.text).split('\n');
    expect(lines).toContain("Rappels demandés aujourd'hui (3) :");
    expect(lines).toContain('- Anne Matin — Rappel, créneau à 10 h 15, au 06 12 34 56 78 · Assignée à camille');
    expect(lines).toContain('… et 2 autres rappels, à voir dans les demandes de rappel.');
  });

  it('lists the overdue follow-ups with their day, then those of today, with what to do, who and how much', () => {
    const mail = followUpDigestMail({
      day: '2026-03-02',
      followUps: [
        followUp({ next_action_at: '2026-02-27', next_action_label: 'Envoyer le devis', owner: 'commerciale', estimated_value: 12_000 }),
        followUp({ id: 7, prenom: 'Paul', nom: 'Durand', entreprise: '', next_action_at: '2026-03-02', next_action_label: 'Rappeler' }),
      ],
      total: 2,
      overdueTotal: 1,
      publicUrl: 'https://agence.exemple.fr',
      hour: 8,
    });
    expect(mail.subject).toBe("[Relances] 2 prospects à relancer aujourd'hui (dont 1 en retard)");
    expect(plain(mail.text).split('\n')).toEqual([
      'Bonjour,',
      '',
      'Voici les relances prévues au lundi 2 mars 2026.',
      '',
      'En retard (1) :',
      '- Claire Martin (Atelier Lumen) — prévu le 27/02/2026 : Envoyer le devis · Responsable : commerciale · 12 000 €',
      '  https://agence.exemple.fr/admin#prospect-1',
      '',
      "Aujourd'hui (1) :",
      '- Paul Durand : Rappeler · Sans responsable',
      '  https://agence.exemple.fr/admin#prospect-7',
      '',
      'Le pipeline : https://agence.exemple.fr/admin#pipeline',
      '',
      'Ce récapitulatif part chaque jour où l’agence est ouverte, à partir de 8 h (heure de Paris) quand des relances sont prévues, que des rappels sont demandés pour la journée, que des demandes reportées reviennent ou que des réponses reçues attendent la vôtre. Réglage : Paramètres › Notifications.',
    ]);
  });

  it('lists after a weekend the requests back since it began, each with its day when not today (0502)', () => {
    const returning = [
      { id: 12, name: 'Jeanne Leroy', company: 'Lumen', source: 'callback' as const, snoozedUntil: '2026-03-07T08:00:00.000Z', assignee: null },
      { id: 15, name: 'Marc Petit', company: '', source: 'contact' as const, snoozedUntil: '2026-03-09T08:00:00.000Z', assignee: null },
    ];
    const mail = followUpDigestMail({ day: '2026-03-09', since: '2026-03-07', followUps: [], total: 0, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 8, returning, returningTotal: 2 });
    const text = plain(mail.text);
    expect(text).toContain('Demandes reportées de retour depuis le samedi 7 mars 2026 (2) :');
    expect(text).toContain('- Jeanne Leroy (Lumen) — Rappel, de retour le 07/03 à 9 h · Non assignée');
    expect(text).toContain('- Marc Petit — Contact, de retour à 9 h · Non assignée');
  });

  it('lists the requests set aside until today after the follow-ups, with their hour and who has them', () => {
    const returning = [
      { id: 12, name: 'Jeanne Leroy', company: 'Lumen', source: 'callback' as const, snoozedUntil: '2026-03-02T08:00:00.000Z', assignee: 'commerciale' },
      { id: 15, name: 'Marc Petit', company: '', source: 'contact' as const, snoozedUntil: '2026-03-02T13:30:00.000Z', assignee: null },
    ];
    const mail = followUpDigestMail({ day: '2026-03-02', followUps: [], total: 0, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 8, returning, returningTotal: 3 });
    expect(mail.subject).toBe('[Relances] 3 demandes reportées de retour');
    const lines = plain(mail.text).split('\n');
    expect(lines.slice(lines.indexOf("Demandes reportées de retour aujourd'hui (3) :"), lines.indexOf("Demandes reportées de retour aujourd'hui (3) :") + 7)).toEqual([
      "Demandes reportées de retour aujourd'hui (3) :",
      '- Jeanne Leroy (Lumen) — Rappel, de retour à 9 h · Assignée à commerciale',
      '  https://a.fr/admin#demande-12',
      '- Marc Petit — Contact, de retour à 14 h 30 · Non assignée',
      '  https://a.fr/admin#demande-15',
      '',
      '… et 1 autre demande, à voir dans les demandes en attente.',
    ]);
    expect(mail.text).not.toContain("Aujourd'hui (");
    const both = followUpDigestMail({ day: '2026-03-02', followUps: [followUp({})], total: 1, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 8, returning: returning.slice(0, 1), returningTotal: 1 });
    expect(both.subject).toBe("[Relances] 1 prospect à relancer aujourd'hui · 1 demande reportée de retour");
  });

  it('lists the requests whose person wrote back and waits for an answer, with when the reply came and who has them', () => {
    const awaiting = [
      { id: 21, name: 'Fanny Roux', company: 'Atelier', source: 'contact' as const, unansweredReplyAt: '2026-02-27T17:42:00.000Z', assignee: 'commerciale' },
      { id: 24, name: 'Léo Blanc', company: '', source: 'callback' as const, unansweredReplyAt: '2026-03-01T20:05:00.000Z', assignee: null },
    ];
    const mail = followUpDigestMail({ day: '2026-03-02', followUps: [], total: 0, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 8, awaiting, awaitingTotal: 2 });
    expect(mail.subject).toBe('[Relances] 2 réponses reçues à traiter');
    const lines = plain(mail.text).split('\n');
    const first = lines.indexOf('Réponses reçues qui attendent la vôtre (2) :');
    expect(lines.slice(first, first + 6)).toEqual([
      'Réponses reçues qui attendent la vôtre (2) :',
      '- Fanny Roux (Atelier) — Contact, réponse reçue le 27/02 à 18 h 42 · Assignée à commerciale',
      '  https://a.fr/admin#demande-21',
      '- Léo Blanc — Rappel, réponse reçue le 01/03 à 21 h 05 · Non assignée',
      '  https://a.fr/admin#demande-24',
      '',
    ]);
    // A prospect's reply joins the list at its time, with its owner and the address of its record.
    const prospect = { id: 9, prenom: 'Inès', nom: 'Garnier', entreprise: 'Studio G', client_code: 'CLI-00009', owner: 'commerciale', unanswered_reply_at: '2026-02-28T09:15:00.000Z' };
    const withProspect = followUpDigestMail({ day: '2026-03-02', followUps: [], total: 0, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 8, awaiting, awaitingTotal: 2, awaitingProspects: [prospect], awaitingProspectsTotal: 1 });
    expect(withProspect.subject).toBe('[Relances] 3 réponses reçues à traiter');
    const merged = plain(withProspect.text).split('\n');
    const start = merged.indexOf('Réponses reçues qui attendent la vôtre (3) :');
    expect(merged.slice(start + 3, start + 5)).toEqual(['- Inès Garnier (Studio G) — Prospect, réponse reçue le 28/02 à 10 h 15 · Responsable : commerciale', '  https://a.fr/admin#prospect-9']);
    const more = followUpDigestMail({ day: '2026-03-02', followUps: [], total: 0, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 8, awaiting: awaiting.slice(0, 1), awaitingTotal: 1 + 4, awaitingProspects: [prospect], awaitingProspectsTotal: 2 });
    expect(more.subject).toBe('[Relances] 7 réponses reçues à traiter');
    expect(plain(more.text)).toContain('… et 5 autres réponses, à voir dans les demandes en attente et le pipeline.');
    const one = followUpDigestMail({ day: '2026-03-02', followUps: [followUp({})], total: 1, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 8, awaiting: awaiting.slice(0, 1), awaitingTotal: 1 });
    expect(one.subject).toBe("[Relances] 1 prospect à relancer aujourd'hui · 1 réponse reçue à traiter");
  });

  it("tells the month's goal of the agency, or the reader's own, before the pipeline's link", () => {
    const base = { day: '2026-03-02', followUps: [followUp({})], total: 1, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 9 };
    const agency = plain(followUpDigestMail({ ...base, goal: { month: '2026-03', target: 20_000, won: 7_400 } }).text);
    expect(agency).toContain('\nObjectif de mars : 7 400 € gagnés sur 20 000 € (37 %).\n\nLe pipeline : ');
    const own = plain(followUpDigestMail({ ...base, owner: 'camille', goal: { month: '2026-03', target: 5_000, won: 5_000 } }).text);
    expect(own).toContain('\nVotre objectif de mars : 5 000 € gagnés sur 5 000 € (100 %), atteint.\n');
    expect(followUpDigestMail(base).text).not.toContain('Objectif');
  });

  it('says how many more there are when it cannot list them all', () => {
    const mail = followUpDigestMail({ day: '2026-03-02', followUps: [followUp({})], total: 3, overdueTotal: 0, publicUrl: 'https://a.fr', hour: 9 });
    expect(mail.subject).toBe("[Relances] 3 prospects à relancer aujourd'hui");
    expect(mail.text).toContain("Aujourd'hui (3) :");
    expect(mail.text).toContain('… et 2 autres relances, à voir dans le pipeline.');
  });
});
