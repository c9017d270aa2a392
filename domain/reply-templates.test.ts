import { describe, expect, it } from 'vitest';
import { fillTemplate, replyTemplateMessages, replyTemplateSchema } from './reply-templates';

describe('reply templates', () => {
  it('fills in the first name, the name and the company', () => {
    expect(fillTemplate('Bonjour {{prenom}},\nmerci pour le message de {{entreprise}} ({{nom}}). {{inconnu}}', { name: ' Élodie Lefèvre ', company: 'Atelier Lumen' })).toBe(
      'Bonjour Élodie,\nmerci pour le message de Atelier Lumen (Élodie Lefèvre). {{inconnu}}',
    );
    expect(fillTemplate('Bonjour {{prenom}} de {{entreprise}}', { name: '', company: '' })).toBe('Bonjour  de ');
  });

  it('refuses an empty title or text in French', () => {
    const result = replyTemplateSchema.safeParse({ title: ' ', body: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([replyTemplateMessages.title, replyTemplateMessages.body]);
    expect(replyTemplateSchema.parse({ title: 'Devis', body: 'Bonjour' })).toEqual({ title: 'Devis', subject: '', body: 'Bonjour' });
  });
});
