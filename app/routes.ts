import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The one route table. Public routes are pre-rendered (see prerendered-paths.ts). */
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('super-assistant', 'routes/super-assistant.tsx'),
    route('workflows-assistants', 'routes/workflows-assistants.tsx'),
    route('assistants-ia', 'routes/employees.tsx', { id: 'assistants-ia' }),
    route('employees', 'routes/employees.tsx'),
    route('employe/:id', 'routes/employe.tsx'),
    route('ia', 'routes/ia.tsx'),
    route('team', 'routes/team.tsx'),
    route('equipe', 'routes/team.tsx', { id: 'equipe' }),
    route('portfolio', 'routes/portfolio.tsx'),
    route('join-us', 'routes/join-us.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('web-dev', 'routes/web-dev.tsx'),
    route('code', 'routes/code.tsx'),
    route('expert-ia', 'routes/expert-ia.tsx'),
    route('temoignages', 'routes/temoignages.tsx'),
    route('politique-confidentialite', 'routes/politique-confidentialite.tsx'),
    route('assistant-creator-showcase', 'routes/assistant-creator-showcase.tsx'),
    route('demo/assistant-creator', 'routes/assistant-creator-showcase.tsx', { id: 'demo-assistant-creator' }),
    route('button-test', 'routes/button-test.tsx'),
    route('sitemap', 'routes/sitemap.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // Internal resource pages: pre-rendered, outside the site's layout, kept out of the sitemap.
  route('resources/slogans', 'routes/resources-slogans.tsx'),
  route('resources/signatures', 'routes/resources-signatures.tsx'),
  // Admin routes are client-rendered (clientLoader + HydrateFallback) and never pre-rendered.
  route('admin', 'routes/admin.tsx'),
  // The login and, under it, the pages of a forgotten password: one route, so the first visit's manifest does not grow.
  route('admin/login/*', 'routes/admin-login.tsx'),
] satisfies RouteConfig;
