import { describe, expect, it } from 'vitest';
import { assignmentMail, autoAssignmentMail, COLLEAGUE_NOTICE_FOOTER, isToTell, LISTED_MAX, type AssignmentNotice } from './assignment-notice';

const item = (id: number) => ({ id, name: `Personne ${id}`, detail: 'Message de contact' });
const notice = (overrides: Partial<AssignmentNotice> = {}): AssignmentNotice => ({ kind: 'request', assignee: 'camille', by: 'admin', items: [item(7)], ...overrides });

describe('assignment notices', () => {
  it('tells nothing to oneself, to nobody, or of nothing', () => {
    expect(isToTell(notice())).toBe(true);
    expect(isToTell(notice({ by: 'camille' }))).toBe(false);
    expect(isToTell(notice({ assignee: '' }))).toBe(false);
    expect(isToTell(notice({ items: [] }))).toBe(false);
    expect(isToTell(notice({ by: null }))).toBe(true);
  });

  it('names one item in the subject, counts several, and lists at most fifty with how many more', () => {
    const one = assignmentMail(notice(), 'https://agence.test');
    expect(one.subject).toBe('[Attribution] Demande — Personne 7');
    expect(one.text).toContain('admin vous a assigné une demande.\n\n- Personne 7 · Message de contact\n  Ouvrir : https://agence.test/admin#demande-7');

    const deals = assignmentMail(notice({ kind: 'deal', by: null, items: [item(1), item(2)] }), 'https://agence.test');
    expect(deals.subject).toBe('[Attribution] 2 affaires vous sont assignées');
    expect(deals.text).toContain('On vous a assigné 2 affaires.');
    expect(deals.text).toContain('https://agence.test/admin#prospect-2');

    const many = assignmentMail(notice({ items: Array.from({ length: LISTED_MAX + 3 }, (_, i) => item(i + 1)) }), 'https://agence.test');
    expect(many.text).toContain(`#demande-${LISTED_MAX}\n`);
    expect(many.text).not.toContain(`#demande-${LISTED_MAX + 1}`);
    expect(many.text).toContain('… et 3 autres.');
  });

  it('tells the automatic assignment why it comes, then the notification as the agency reads it', () => {
    const notification = { subject: '[Contact #12] Refonte du site', text: 'Nouveau message de contact #12\n\nNom : Jeanne' };
    const told = autoAssignmentMail('contact', notification);
    expect(told.subject).toBe('[Attribution] [Contact #12] Refonte du site');
    expect(told.text).toBe(`Ce nouveau message de contact vous est attribué automatiquement.\n\n${notification.text}\n\n${COLLEAGUE_NOTICE_FOOTER}`);
    expect(autoAssignmentMail('callback', notification).text).toMatch(/^Cette nouvelle demande de rappel vous est attribuée automatiquement\./);
    expect(autoAssignmentMail('super-assistant', notification).text).toMatch(/^Ce nouveau lead du super assistant vous est attribué automatiquement\./);
  });
});
