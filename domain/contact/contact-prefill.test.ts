import { describe, expect, it } from 'vitest';
import { contactHeadings, contactPrefill } from './contact-prefill';

const prefill = (query: string) => contactPrefill(new URLSearchParams(query));

describe('contactPrefill', () => {
  it('leaves the default page when there is no parameter', () => {
    expect(prefill('')).toEqual({
      heading: 'default',
      message: '',
      subject: 'Demande de contact',
      openCallback: false,
      fromWishlist: false,
      freelanceView: false,
    });
    expect(contactHeadings.default.title).toBe('Parlons de votre projet');
  });

  it.each([
    ['demo=true', 'demo', 'Demande de démonstration', 'Je souhaite une démonstration gratuite.'],
    ['assistant=1002&demo=true', 'demo', 'Demande de démonstration', 'Je souhaite une démonstration gratuite de l’assistant IA n° 1002.'],
    ['type=demo&solution=Assistant%20DAF', 'demo', 'Demande de démonstration', 'Je souhaite une démonstration gratuite de « Assistant DAF ».'],
    ['type=trial&solution=Relances', 'trial', 'Demande d’information', 'Je souhaite en savoir plus sur « Relances » et la tester dans mon entreprise.'],
    ['consultation=true', 'consultation', 'Demande de consultation', 'Je souhaite réserver une consultation gratuite de 30 minutes.'],
    ['audit=true', 'audit', 'Demande d’audit gratuit', 'Je souhaite réserver l’audit gratuit de 30 minutes pour repérer les tâches à automatiser.'],
    ['devis=true', 'quote', 'Demande de devis', 'Je souhaite recevoir un devis gratuit.'],
    ['solution=Assistant%20Commercial', 'quote', 'Demande de devis', 'Je souhaite recevoir un devis gratuit pour « Assistant Commercial ».'],
    ['assistant=1001', 'quote', 'Demande de devis', 'Je souhaite recevoir un devis gratuit pour l’assistant IA n° 1001.'],
    ['service=collaboration', 'collaboration', 'Proposition de collaboration', 'Je souhaite discuter d’une collaboration avec votre équipe.'],
    ['service=portfolio', 'portfolio', 'Demande de portfolio', 'Je souhaite découvrir des exemples de réalisations proches de mon projet.'],
    ['service=freelance', 'freelance', 'Demande de devis freelance', 'Je souhaite un devis pour une mission freelance.'],
    ['service=freelance&tjm=550&type=Mission%20Express', 'freelance', 'Demande de devis freelance', 'Je souhaite un devis pour une mission freelance : la formule « Mission Express » au TJM de 550 €/jour.'],
    ['question=Quel%20d%C3%A9lai%20%3F', 'question', 'Question', 'J’ai une question : Quel délai ?'],
    ['project=Site%20e-commerce', 'project', 'Demande de projet', 'Je souhaite vous parler de mon projet : Site e-commerce'],
    ['journey=hesitant', 'default', 'Demande de contact', 'J’hésite encore entre plusieurs formules ; pouvez-vous m’aider à choisir ?'],
  ])('?%s gives the %s heading and its message', (query, heading, subject, sentence) => {
    const result = prefill(query);
    expect(result.heading).toBe(heading);
    expect(result.subject).toBe(subject);
    expect(result.message.startsWith('Bonjour,\n\n')).toBe(true);
    expect(result.message).toContain(sentence);
  });

  it.each([
    ['priority=true', 'priority', 'Demande prioritaire'],
    ['quick=true', 'quick', 'Contact rapide'],
    ['source=wishlist-mobile', 'selection', 'Demande de devis pour ma sélection'],
  ])('?%s switches the heading and leaves the brief empty', (query, heading, subject) => {
    expect(prefill(query)).toMatchObject({ heading, subject, message: '' });
  });

  it('ignores a TJM that is not a number', () =>
    expect(prefill('service=freelance&tjm=abc').message).not.toContain('TJM'));

  it('lets an explicit message win over the generated one', () => {
    expect(prefill('demo=true&message=Bonjour%20!').message).toBe('Bonjour !');
    expect(prefill('message=Mon%20texte').message).toBe('Mon texte');
  });

  it('keeps an explicit message under 2000 characters', () =>
    expect(prefill(`message=${'a'.repeat(3000)}`).message).toHaveLength(2000));

  it('reads the callback, wishlist and custom-mode flags', () => {
    expect(prefill('callback=true')).toMatchObject({ openCallback: true, heading: 'default' });
    expect(prefill('callback')).toMatchObject({ openCallback: true });
    expect(prefill('callback=false').openCallback).toBe(false);
    expect(prefill('source=wishlist').fromWishlist).toBe(true);
    expect(prefill('source=newsletter').fromWishlist).toBe(false);
    expect(prefill('c').freelanceView).toBe(true);
  });

  it('gives each variant a French title and subtitle', () => {
    for (const { title, subtitle } of Object.values(contactHeadings)) {
      expect(title.length).toBeGreaterThan(5);
      expect(subtitle.length).toBeGreaterThan(10);
    }
  });
});
