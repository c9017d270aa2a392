import { describe, expect, it } from 'vitest';
import { blockedSenderMessages, blockSenderSchema, domainEntryOf } from './blocked-senders';

const entryOf = (email: unknown) => blockSenderSchema.safeParse({ email });

describe('a blocked sender entry', () => {
  it('is an address, or a domain written with its @, lower case', () => {
    expect(entryOf(' Robot@Exemple.FR ').data).toEqual({ email: 'robot@exemple.fr' });
    expect(entryOf('@SEO-garanti.co.uk').data).toEqual({ email: '@seo-garanti.co.uk' });
  });

  it('refuses what is neither, in French', () => {
    for (const email of ['exemple.fr', '@', '@exemple', '@-exemple.fr', '@ex ample.fr', 'robot@', '', 42]) {
      expect(entryOf(email).error?.issues.map((issue) => issue.message)).toContain(blockedSenderMessages.email);
    }
  });

  it("refuses the domain of a webmail visitors use, which would set aside real leads", () => {
    expect(entryOf('@Gmail.com').error?.issues.map((issue) => issue.message)).toEqual([blockedSenderMessages.publicDomain]);
    expect(entryOf('robot@gmail.com').success).toBe(true);
  });

  it("names the domain entry of an address", () => {
    expect(domainEntryOf(' Robot@Exemple.FR')).toBe('@exemple.fr');
  });
});
