declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loaded = false;

/** Loads the configured audience tag; called only after the visitor accepted it. */
export function loadThirdPartyTag(analytics: { gaId: string; tagUrl: string }): void {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag reads the arguments object itself, as its official snippet does.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', analytics.gaId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = analytics.tagUrl;
  script.dataset.thirdPartyTag = 'analytics';
  document.head.appendChild(script);
}

/** Removes the tag's cookies after a withdrawal; the page is then reloaded without it. */
export function forgetThirdPartyTag(): void {
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name || !/^(_ga|_gid|_gat)/.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
  }
}
