import { describe, expect, it } from 'vitest';
import { QUOTED_LEFT_OUT, replyNotification } from './reply-notification';

const filed = { requestId: 12, back: null, duplicate: false, message: 'Réponse rangée dans la conversation de la demande n° 12.' };

describe('replyNotification', () => {
  it('quotes what the person wrote in the e-mail and says where the quoted history is; the event keeps the whole text', () => {
    const body = ['Jeudi matin, après 9 h.', '', 'Le lun. 7 déc. 2026 à 10:00, Synapse IA <contact@synapse-ia.fr> a écrit :', '> Quand pouvons-nous vous appeler ?'].join('\n');
    const { data, mail } = replyNotification({ sender: 'Karim <karim@exemple.fr>', subject: 'Re: Votre demande', body }, filed, 'https://agence.exemple.fr');
    expect(mail.text).toBe(
      ['De : Karim <karim@exemple.fr>', 'Objet : Re: Votre demande', '', 'Jeudi matin, après 9 h.', '', QUOTED_LEFT_OUT, '', filed.message, 'Ouvrir : https://agence.exemple.fr/admin#demande-12'].join('\n'),
    );
    expect(data.text).toBe(body);
  });

  it('quotes a reply without history whole, cut at 1,000 characters', () => {
    const { mail } = replyNotification({ sender: 'k@exemple.fr', subject: 'Re', body: 'é'.repeat(1_200) }, filed, 'https://agence.exemple.fr');
    expect(mail.text).toContain(`\n\n${'é'.repeat(1_000)}…\n\n${filed.message}`);
    expect(mail.text).not.toContain(QUOTED_LEFT_OUT);
  });
});
