import { escapeHtml, plainPage } from '../../lib/plain-page';

/**
 * The page a browser without JavaScript gets back after posting a public form: the thank-you, or the form again
 * with the visitor's values and each French error beside its field. The site's pre-rendered pages stay React's;
 * this one exists only for a native form submission, so it is plain HTML with its own few rules.
 */
export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  /** A select's choices under a heading each; its first choice, empty, says `emptyChoice`. */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  emptyChoice?: string;
  hint?: string;
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

const optionHtml = (option: { value: string; label: string }, chosen: string) =>
  `<option value="${escapeHtml(option.value)}"${option.value === chosen ? ' selected' : ''}>${escapeHtml(option.label)}</option>`;

function selectOptions(field: FormField): string {
  const empty = optionHtml({ value: '', label: field.emptyChoice ?? 'Choisissez…' }, field.value);
  const groups = (field.groups ?? []).map((group) => `<optgroup label="${escapeHtml(group.label)}">${group.options.map((option) => optionHtml(option, field.value)).join('')}</optgroup>`);
  return empty + groups.join('');
}

function fieldHtml(field: FormField): string {
  const id = `champ-${field.name}`;
  const describedBy = [field.hint ? `${id}-aide` : '', field.error ? `${id}-erreur` : ''].filter(Boolean).join(' ');
  const described = `${field.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
  const common = `id="${id}" name="${field.name}"${field.required ? ' required' : ''}${field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''}${described}`;
  const control =
    field.type === 'textarea'
      ? `<textarea ${common} rows="6">${escapeHtml(field.value)}</textarea>`
      : field.type === 'select'
        ? `<select ${common}>${selectOptions(field)}</select>`
        : `<input ${common} type="${field.type ?? 'text'}" value="${escapeHtml(field.value)}">`;
  const hint = field.hint ? `<p class="aide" id="${id}-aide">${escapeHtml(field.hint)}</p>` : '';
  const error = field.error ? `<p class="erreur" id="${id}-erreur">${escapeHtml(field.error)}</p>` : '';
  return `<label for="${id}">${escapeHtml(field.label)}${field.required ? ' *' : ''}</label>${control}${hint}${error}`;
}

export function formPage(content: FormPageContent): string {
  const form = content.form
    ? `<form method="post" action="${content.form.action}" novalidate>${content.form.fields.map(fieldHtml).join('')}` +
      `<div class="piste" aria-hidden="true"><label for="champ-website">Site web</label><input id="champ-website" name="website" tabindex="-1" autocomplete="off" value=""></div>` +
      `<button type="submit">${escapeHtml(content.form.submitLabel)}</button></form>`
    : '';
  return plainPage(
    content.title,
    `<p>${escapeHtml(content.intro)}</p>${form}<p><a href="/">Retour à l'accueil</a> · <a href="/contact">Page contact</a></p>`,
  );
}
