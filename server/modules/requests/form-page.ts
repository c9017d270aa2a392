import { siteConfig } from '../../../domain/site-config';

/**
 * The page a browser without JavaScript gets back after posting a public form: the thank-you, or the form again
 * with the visitor's values and each French error beside its field. The site's pre-rendered pages stay React's;
 * this one exists only for a native form submission, so it is plain HTML with its own few rules.
 */
export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'datetime-local' | 'textarea';
  required?: boolean;
  autocomplete?: string;
  value: string;
  error?: string;
}

export interface FormPageContent {
  title: string;
  intro: string;
  form?: { action: string; submitLabel: string; fields: FormField[] };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string);

const STYLE = `:root{color-scheme:dark}body{margin:0;background:#05070f;color:#e5e7eb;font:16px/1.6 system-ui,sans-serif}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{color:#fff;font-size:1.9rem;line-height:1.2}
a{color:#a5b4fc}label{display:block;margin-top:1.1rem;font-weight:600;color:#f3f4f6}
input,textarea{box-sizing:border-box;width:100%;margin-top:.35rem;padding:.7rem .9rem;border:1px solid #374151;border-radius:.75rem;background:#0b1020;color:#f9fafb;font:inherit}
input:focus,textarea:focus,button:focus,a:focus{outline:3px solid #818cf8;outline-offset:2px}
[aria-invalid=true]{border-color:#f87171}.erreur{margin:.3rem 0 0;color:#fca5a5}
button{margin-top:1.6rem;padding:.8rem 1.4rem;border:0;border-radius:.75rem;background:#4f46e5;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.piste{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}`;

function fieldHtml(field: FormField): string {
  const id = `champ-${field.name}`;
  const described = field.error ? ` aria-invalid="true" aria-describedby="${id}-erreur"` : '';
  const common = `id="${id}" name="${field.name}"${field.required ? ' required' : ''}${field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''}${described}`;
  const control =
    field.type === 'textarea'
      ? `<textarea ${common} rows="6">${escapeHtml(field.value)}</textarea>`
      : `<input ${common} type="${field.type ?? 'text'}" value="${escapeHtml(field.value)}">`;
  const error = field.error ? `<p class="erreur" id="${id}-erreur">${escapeHtml(field.error)}</p>` : '';
  return `<label for="${id}">${escapeHtml(field.label)}${field.required ? ' *' : ''}</label>${control}${error}`;
}

export function formPage(content: FormPageContent): string {
  const form = content.form
    ? `<form method="post" action="${content.form.action}" novalidate>${content.form.fields.map(fieldHtml).join('')}` +
      `<div class="piste" aria-hidden="true"><label for="champ-website">Site web</label><input id="champ-website" name="website" tabindex="-1" autocomplete="off" value=""></div>` +
      `<button type="submit">${escapeHtml(content.form.submitLabel)}</button></form>`
    : '';
  return `<!doctype html><html lang="fr" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(content.title)} | ${escapeHtml(siteConfig.name)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(content.title)}</h1><p>${escapeHtml(content.intro)}</p>${form}
<p><a href="/">Retour à l'accueil</a> · <a href="/contact">Page contact</a></p></main></body></html>`;
}
