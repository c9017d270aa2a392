import { describe, expect, it } from 'vitest';
import { messages } from '../validation/messages';
import { fieldErrorsOf } from '../validation/schema-helpers';
import { budgets, companySizes, manualTimes, sectors, urgencies } from './lead-options';
import { leadFormSchema, leadMessages, leadSubmissionSchema } from './lead-schema';

const validLead = {
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@atelier-lumen.fr',
  phone: '06 12 34 56 78',
  company: 'Atelier Lumen',
  sector: 'Technologie & IT',
  companySize: '16-50',
  urgency: 'Rapide',
};
const errorsOf = (input: unknown) => {
  const result = leadFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('lead options', () => {
  it('offers 12 sectors, 6 team sizes, 5 urgencies, 6 budgets and 5 manual times', () => {
    expect(sectors).toHaveLength(12);
    expect(companySizes).toHaveLength(6);
    expect(urgencies).toHaveLength(5);
    expect(budgets).toHaveLength(6);
    expect(manualTimes).toHaveLength(5);
    expect(budgets[0].label).toBe('Moins de 500 € par mois');
    expect(budgets[4].label).toBe('Plus de 8 000 € par mois');
  });
});

describe('leadFormSchema', () => {
  it('accepts the required fields alone and empties the optional ones', () => {
    expect(leadFormSchema.parse(validLead)).toEqual({
      ...validLead,
      position: '',
      budget: '',
      challenges: '',
      goals: '',
      timeSpentManual: '',
      teamSize: null,
      currentPain: '',
    });
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'company', 'sector', 'companySize', 'urgency'])('requires %s', (field) => {
    expect(errorsOf({ ...validLead, [field]: '' })[field]).toBe(messages.required);
    const { [field as keyof typeof validLead]: _omitted, ...rest } = validLead;
    expect(errorsOf(rest)[field]).toBe(messages.required);
  });

  it.each([
    ['firstName', 'M', messages.nameMin],
    ['lastName', 'Curie2', messages.nameChars],
    ['email', 'marie@', messages.email],
    ['email', 'marie@yopmail.com', messages.throwawayEmail],
    ['phone', '12', messages.frenchPhone],
    ['company', 'A', messages.companyMin],
    ['sector', 'Agriculture', leadMessages.choose],
    ['companySize', '7', leadMessages.choose],
    ['urgency', 'Demain', leadMessages.choose],
    ['budget', 'énorme', leadMessages.choose],
    ['timeSpentManual', '1h', leadMessages.choose],
    ['teamSize', '0', leadMessages.teamSize],
    ['teamSize', '1001', leadMessages.teamSize],
    ['teamSize', '2.5', leadMessages.teamSize],
    ['teamSize', 'dix', leadMessages.teamSize],
    ['position', 'a'.repeat(101), messages.maxLength(100)],
    ['challenges', 'a'.repeat(1001), messages.maxLength(1000)],
    ['currentPain', 'a'.repeat(501), messages.maxLength(500)],
  ])('refuses a bad %s (case %#)', (field, value, message) => expect(errorsOf({ ...validLead, [field]: value })[field]).toBe(message));

  it('reads the technical team size from text or a number, between 1 and 1000', () => {
    expect(leadFormSchema.parse({ ...validLead, teamSize: '1' }).teamSize).toBe(1);
    expect(leadFormSchema.parse({ ...validLead, teamSize: ' 1000 ' }).teamSize).toBe(1000);
    expect(leadFormSchema.parse({ ...validLead, teamSize: 12 }).teamSize).toBe(12);
    expect(leadFormSchema.parse({ ...validLead, teamSize: '' }).teamSize).toBeNull();
    expect(errorsOf({ ...validLead, teamSize: 0 }).teamSize).toBe(leadMessages.teamSize);
    expect(errorsOf({ ...validLead, teamSize: true }).teamSize).toBe(leadMessages.teamSize);
  });

  it('accepts every listed option', () => {
    const option = { budget: budgets[2].value, timeSpentManual: manualTimes[4].value, sector: sectors[11], companySize: companySizes[5].value, urgency: urgencies[4].value };
    expect(leadFormSchema.safeParse({ ...validLead, ...option }).success).toBe(true);
  });
});

describe('leadSubmissionSchema', () => {
  it('needs the e-mail that was scanned', () => {
    const result = leadSubmissionSchema.safeParse(validLead);
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ scanEmail: messages.required });
    expect(leadSubmissionSchema.parse({ ...validLead, scanEmail: 'marie@gmail.com', assistantName: 'Camille' })).toMatchObject({ scanEmail: 'marie@gmail.com', assistantName: 'Camille', analysisTimestamp: '' });
  });
});
