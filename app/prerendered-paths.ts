import { profilePaths } from '../domain/catalogue/assistant-profiles';

/** Every public path whose HTML is written at build time ('/404' is the not-found page). */
export const prerenderedPaths = [
  '/',
  '/contact',
  '/super-assistant',
  '/404',
  '/ia',
  '/team',
  '/equipe',
  '/portfolio',
  '/join-us',
  '/pricing',
  '/web-dev',
  '/code',
  '/expert-ia',
  '/temoignages',
  '/politique-confidentialite',
  '/assistant-creator-showcase',
  '/demo/assistant-creator',
  '/button-test',
  '/sitemap',
  '/faq',
  '/blog',
  '/resources/slogans',
  '/resources/signatures',
];

// The catalogue, the assistants list under both addresses, and every known assistant profile.
prerenderedPaths.push('/workflows-assistants', '/assistants-ia', '/employees', ...profilePaths);
