import { siteConfig } from '../../../domain/site-config';

/** No script, no external file: the page must show even while the site is being worked on. */
export const MAINTENANCE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The public site's answer while maintenance mode is on: the contact page's restricted view, for every page. */
export const maintenancePage = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Maintenance en cours | ${siteConfig.name}</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #05070f; color: #e5e7eb;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 1.5rem; box-sizing: border-box; }
  main { max-width: 36rem; text-align: center; }
  .brand { color: #a5b4fc; font-weight: 700; letter-spacing: .02em; }
  h1 { color: #fff; font-size: 2rem; margin: 1.25rem 0 .75rem; }
  p { color: #d1d5db; line-height: 1.6; margin: .5rem 0; }
  .lock { display: inline-grid; place-items: center; width: 4rem; height: 4rem; border-radius: 999px;
    background: rgba(252, 211, 77, .12); color: #fcd34d; }
  a { color: #fff; }
  a.home { display: inline-block; margin-top: 2rem; padding: .8rem 1.5rem; border-radius: .75rem; background: #4f46e5;
    font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 3px solid #22d3ee; outline-offset: 3px; }
  .contact { margin-top: 2rem; font-size: .95rem; color: #9ca3af; }
</style>
</head>
<body>
<main aria-labelledby="restricted-title">
  <p class="brand">${siteConfig.name}</p>
  <div class="lock" aria-hidden="true"><svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect width="18" height="11" x="3" y="11" rx="2" ry="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/></svg></div>
  <h1 id="restricted-title">Accès Restreint</h1>
  <p>Cette page est temporairement indisponible pour maintenance.</p>
  <p>Le site revient dans quelques instants. Merci de votre patience.</p>
  <a class="home" href="/">Retour à l'accueil</a>
  <p class="contact">Une urgence&nbsp;? Écrivez-nous à <a href="mailto:${siteConfig.email}">${siteConfig.email}</a>
    ou appelez le <a href="${siteConfig.phoneHref}">${siteConfig.phone}</a>.</p>
</main>
</body>
</html>
`;
