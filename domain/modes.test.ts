import { describe, expect, it } from 'vitest';
import { decideCustomMode, decideInstitutionalMode, modeCookie, parseCookies } from './modes';

const input = (pathname: string, search = '', cookies: Record<string, string> = {}) => ({ pathname, search, cookies });

describe('custom mode', () => {
  it('turns on with the c flag and with the /code path', () => {
    expect(decideCustomMode(input('/pricing', '?c'))).toEqual({ active: true, cookie: 'set' });
    expect(decideCustomMode(input('/contact', '?c=1&service=freelance'))).toEqual({ active: true, cookie: 'set' });
    expect(decideCustomMode(input('/code'))).toEqual({ active: true, cookie: 'set' });
  });

  it('turns off with the i flag and on /ia, deleting the cookie', () => {
    expect(decideCustomMode(input('/pricing', '?i', { custom_menu: '1' }))).toEqual({ active: false, cookie: 'delete' });
    expect(decideCustomMode(input('/ia', '', { custom_menu: '1' }))).toEqual({ active: false, cookie: 'delete' });
    expect(decideCustomMode(input('/ia', '?c'))).toEqual({ active: false, cookie: 'delete' });
  });

  it('otherwise follows the cookie', () => {
    expect(decideCustomMode(input('/', '', { custom_menu: '1' }))).toEqual({ active: true, cookie: 'keep' });
    expect(decideCustomMode(input('/', '', { custom_menu: '0' }))).toEqual({ active: false, cookie: 'keep' });
    expect(decideCustomMode(input('/', ''))).toEqual({ active: false, cookie: 'keep' });
  });
});

describe('institutional mode', () => {
  it('turns on with i on the team and careers pages only', () => {
    expect(decideInstitutionalMode(input('/team', '?i'))).toEqual({ active: true, cookie: 'set' });
    expect(decideInstitutionalMode(input('/join-us/', '?i'))).toEqual({ active: true, cookie: 'set' });
    expect(decideInstitutionalMode(input('/pricing', '?i'))).toEqual({ active: false, cookie: 'keep' });
  });

  it('is kept by its cookie alone', () => {
    expect(decideInstitutionalMode(input('/team', '', { institutional_mode: '1' }))).toEqual({ active: true, cookie: 'keep' });
  });
});

describe('mode cookies', () => {
  it('are strict, site-wide and last 30 days; deletion expires them', () => {
    expect(modeCookie('custom_menu', 'set')).toBe('custom_menu=1; Max-Age=2592000; Path=/; SameSite=Strict');
    expect(modeCookie('custom_menu', 'delete')).toBe('custom_menu=; Max-Age=0; Path=/; SameSite=Strict');
    expect(modeCookie('custom_menu', 'keep')).toBeUndefined();
  });

  it('parses a cookie header', () => {
    expect(parseCookies('a=1; custom_menu=1;bad; x=%C3%A9')).toEqual({ a: '1', custom_menu: '1', x: 'é' });
  });
});
