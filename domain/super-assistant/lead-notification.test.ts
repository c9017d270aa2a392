import { describe, expect, it } from 'vitest';
import { buildConnections } from './connections';
import { detectTools } from './detect-tools';
import { leadNotification } from './lead-notification';
import { leadFormSchema } from './lead-schema';
import { buildWorkflow } from './workflow';

const lead = leadFormSchema.parse({
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@atelier-lumen.fr',
  phone: '06 12 34 56 78',
  company: 'Atelier Lumen',
  sector: 'Technologie & IT',
  companySize: '16-50',
  urgency: 'Urgent',
  budget: 'premium',
});
const tools = detectTools('marie@gmail.com');
const workflow = buildWorkflow(tools, buildConnections(tools), 'Camille');

describe('leadNotification', () => {
  it('writes a high-priority e-mail for a HOT lead', () => {
    const mail = leadNotification({ id: 7, lead, score: 112, tools, workflow, recipient: 'equipe@exemple.fr' });
    expect(mail.recipient).toBe('equipe@exemple.fr');
    expect(mail.priority).toBe('high');
    expect(mail.subject).toBe('[HOT] Lead super assistant #7 - Atelier Lumen (112/130)');
    expect(mail.body).toContain('Lead HOT #7 — score 112/130 (VIP)');
    expect(mail.body).toContain('Délai de décision probable : 1-2 semaines.');
    expect(mail.body).toContain('Budget : Plus de 8 000 € par mois');
    expect(mail.body).toContain('Outils détectés : Gmail (99\u00a0%)');
    expect(mail.body).toContain('Assistant : Camille');
    expect(mail.body).toContain('Fonction : -');
    expect(mail.body).not.toContain('Attribué à');
    // Given to somebody on arrival: the e-mail says who (decision 0406).
    expect(leadNotification({ id: 7, lead, score: 112, tools, workflow, recipient: 'equipe@exemple.fr', owner: 'camille' }).body).toContain('Attribué à : camille');
  });

  it('keeps a normal priority under 100', () => {
    const mail = leadNotification({ id: 8, lead, score: 99, tools, workflow, recipient: 'x@exemple.fr' });
    expect(mail.priority).toBe('normal');
    expect(mail.subject.startsWith('[WARM]')).toBe(true);
  });
});
