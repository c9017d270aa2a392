import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { FORM_POST_REFUSED } from '../../lib/form-body';
import { callbackSlotDays, CHOSEN_SLOT_HEADING } from '../../../domain/callback-slots';
import { addDays } from '../../../domain/calendar-day';
import { parisInstant, parisLocalToInstant, parisToday } from '../../../domain/paris-time';
import { isOpenAt } from '../../../domain/response-promises';
import { agencyClosuresService } from '../settings/agency-closures';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(databaseKinds)('forms posted without JavaScript, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  const rowsFor = (email: string) =>
    ctx.db.selectFrom('callbackRequests').select(['name', 'company', 'source', 'notes']).where('email', '=', email).execute();

  it('stores a contact brief posted as a browser form and answers a French thank-you page', async () => {
    const email = `sans-js-${kind}@exemple.fr`;
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: FORM,
      payload: encode({ name: 'Élodie Lefèvre', email, company: 'Atelier Lumen', phone: '', message: 'Nous voulons automatiser nos relances de devis.', website: '' }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('Merci, votre message est bien arrivé !');
    expect(await rowsFor(email)).toEqual([
      { name: 'Élodie Lefèvre', company: 'Atelier Lumen', source: 'contact', notes: 'Sujet: Demande de contact - Atelier Lumen\n\nMessage:\nNous voulons automatiser nos relances de devis.' },
    ]);
  });

  it('gives an invalid brief back with the French errors beside their fields and the values kept, storing nothing', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: FORM,
      payload: encode({ name: 'Élodie <b>Lefèvre</b>', email: 'pas-une-adresse', message: 'Court' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('<form method="post" action="/contact"');
    expect(answer.body).toContain('value="Élodie &lt;b&gt;Lefèvre&lt;/b&gt;"');
    expect(answer.body).toMatch(/id="champ-email"[^>]*aria-invalid="true"/);
    expect(answer.body).toContain('Veuillez saisir une adresse email valide');
    expect(answer.body).toContain('>Court</textarea>');
    expect(await rowsFor('pas-une-adresse')).toEqual([]);
  });

  it('refuses a filled honeypot without storing', async () => {
    const email = `robot-${kind}@exemple.fr`;
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: FORM,
      payload: encode({ name: 'Robot', email, message: 'Un message de robot assez long.', website: 'http://spam.example' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Votre envoi a été refusé.');
    expect(await rowsFor(email)).toEqual([]);
  });

  it('serves the callback form and stores a callback request posted natively', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/rappel' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/rappel"');
    const email = `rappel-${kind}@exemple.fr`;
    const answer = await ctx.app.inject({ method: 'POST', url: '/rappel', headers: FORM, payload: encode({ name: 'Jean Dupont', phone: '+33 6 12 34 56 78', email, company: '', preferredTime: '' }) });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Votre demande de rappel est enregistrée');
    expect(await rowsFor(email)).toEqual([{ name: 'Jean Dupont', company: '', source: 'callback', notes: '' }]);
  });

  it('offers the open slots only, in French, and stores the one chosen (decision 0544)', async () => {
    const closed = { from: addDays(parisToday(), 1), to: addDays(parisToday(), 20), label: 'Congés' };
    await agencyClosuresService(ctx.db).replace([closed], 'admin');
    try {
      const page = await ctx.app.inject({ method: 'GET', url: '/rappel' });
      const offered = callbackSlotDays(new Date(), [closed]);
      const first = offered[0]!.slots[0]!;
      expect(page.body).toContain('<option value="" selected>Dès que possible</option>');
      expect(page.body).toContain(`<optgroup label="${offered[0]!.label}"><option value="${first.value}">${first.label}</option>`);
      // No day of the closure is offered, nor any hour outside 9 h - 18 h.
      const values = [...page.body.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]!);
      expect(values).toEqual(offered.flatMap((day) => day.slots.map((slot) => slot.value)));
      for (const value of values) expect(isOpenAt(new Date(value), [closed])).toBe(true);

      // The slot chosen comes back selected when another field is refused, then is stored as chosen.
      const refused = await ctx.app.inject({ method: 'POST', url: '/rappel', headers: FORM, payload: encode({ name: 'Jean Dupont', phone: '', preferredTime: first.value }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`<option value="${first.value}" selected>`);
      // A slot of the closure, sent all the same, is refused at its field and given back under 'Créneau choisi', still
      // selected: sent again as it is, the form does not change the visitor's choice into 'Dès que possible'.
      const closedSlot = parisInstant(...(addDays(parisToday(), 2).split('-').map(Number) as [number, number, number]), 10, 0);
      const inClosure = new Date(closedSlot).toISOString();
      const refusedSlot = await ctx.app.inject({ method: 'POST', url: '/rappel', headers: FORM, payload: encode({ name: 'Jean Dupont', phone: '+33 6 12 34 56 78', preferredTime: inClosure }) });
      expect(refusedSlot.statusCode).toBe(400);
      expect(refusedSlot.body).toMatch(/id="champ-preferredTime"[^>]*aria-invalid="true"/);
      expect(refusedSlot.body).toContain(`<optgroup label="${CHOSEN_SLOT_HEADING}"><option value="${inClosure}" selected>`);
      expect(refusedSlot.body).toContain('<option value="">Dès que possible</option>');
      const email = `creneau-${kind}@exemple.fr`;
      const answer = await ctx.app.inject({ method: 'POST', url: '/rappel', headers: FORM, payload: encode({ name: 'Jean Dupont', phone: '+33 6 12 34 56 78', email, preferredTime: first.value }) });
      expect(answer.statusCode).toBe(200);
      const [row] = await ctx.db.selectFrom('callbackRequests').select(['preferredTime']).where('email', '=', email).execute();
      expect(row?.preferredTime).toBe(first.value);
    } finally {
      await agencyClosuresService(ctx.db).replace([], 'admin');
    }
  });

  it('gives a callback request without a phone back with the French message', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: '/rappel', headers: FORM, payload: encode({ name: 'Jean Dupont', phone: '' }) });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/id="champ-phone"[^>]*aria-invalid="true"/);
    expect(answer.body).toContain('value="Jean Dupont"');
  });

  it('refuses any body a browser form does not send with one French 415, storing nothing', async () => {
    const email = `json-${kind}@exemple.fr`;
    const brief = { name: 'Jean Dupont', email, phone: '+33 6 12 34 56 78', message: 'Un message assez long pour être accepté.' };
    for (const url of ['/contact', '/rappel', '/avis/inconnu']) {
      for (const payload of [brief, null, [], 42, 'texte']) {
        const answer = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
        expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(415);
        expect(answer.json()).toEqual({ success: false, message: FORM_POST_REFUSED });
      }
      const empty = await ctx.app.inject({ method: 'POST', url });
      expect(empty.statusCode, url).toBe(415);
    }
    expect(await rowsFor(email)).toEqual([]);
  });
});

describe('parisLocalToInstant', () => {
  it('reads a datetime-local value as Paris time, in winter and in summer', () => {
    expect(parisLocalToInstant('2026-12-01T09:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(parisLocalToInstant('2027-07-01T09:00')).toBe('2027-07-01T07:00:00.000Z');
  });
  it('leaves anything else to the schema', () => {
    expect(parisLocalToInstant('')).toBe('');
    expect(parisLocalToInstant('demain')).toBe('demain');
  });
});
