import { expect, type APIRequestContext } from '@playwright/test';

/** A unique stamp written in letters: a visitor's name holds letters only (public-site §4). */
export const letterStamp = (): string => String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

interface ContactFields {
  name: string;
  email: string;
  message: string;
  company?: string;
}

/** Posts a contact message as the public form does (public-site §7, `POST /api/contact`) and answers its id. */
export async function postContact(request: APIRequestContext, { name, email, message, company = '' }: ContactFields): Promise<number> {
  const posted = await request.post('/api/contact', { data: { name, email, company, phone: '', message, website: '' } });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}
