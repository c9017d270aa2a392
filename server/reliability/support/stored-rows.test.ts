import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';
import { invalidStoredRows } from './stored-rows';

describe('invalidStoredRows', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp('sqlite');
  });
  afterAll(() => ctx.close());

  const request = (source: 'contact' | 'callback', email: string) => ({
    source,
    name: 'Jean Dupont',
    email,
    phone: '06 12 34 56 78',
    company: 'Atelier Lumen',
    preferredTime: null,
    status: 'pending' as const,
    notes: '',
    createdAt: new Date().toISOString(),
    processedAt: null,
    processedBy: null,
    campaignSource: null,
    campaignMedium: null,
    campaignName: null,
    campaignCode: null,
  });

  it('accepts a callback request without e-mail, as its form does, and refuses a contact message without one', async () => {
    await ctx.db.insertInto('callbackRequests').values([request('callback', ''), request('callback', 'jean@atelier-lumen.fr'), request('contact', ''), request('callback', 'jean@')]).execute();
    const problems = await invalidStoredRows(ctx.db);
    expect(problems.map((problem) => problem.split(' {')[0])).toEqual(['demande #3 : email', 'demande #4 : email']);
  });

  it('refuses labels the labels rule would not have written', async () => {
    await ctx.db.deleteFrom('callbackRequests').execute();
    const labelled = (labels: string) => ({ ...request('contact', 'jean@atelier-lumen.fr'), labels });
    await ctx.db.insertInto('callbackRequests').values([labelled(''), labelled(',devis,salon lyon,'), labelled(',Devis,'), labelled(',devis,devis,'), labelled('devis')]).execute();
    const problems = await invalidStoredRows(ctx.db);
    expect(problems.map((problem) => problem.split(' : ')[1]?.split(' {')[0])).toEqual(['labels', 'labels', 'labels']);
  });
});
