import { phoneHref } from '../../../domain/business-cards/agency-people';
import { LOGO_DIR } from '../../../domain/brand/logo-placements';
import { siteConfig } from '../../../domain/site-config';

export interface SignatureFields {
  name: string;
  title: string;
  phone: string;
  email: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const host = siteConfig.website.replace(/^https?:\/\//, '');

/**
 * An e-mail signature as mail clients paste it: a table with inline styles, no class, no SVG
 * (most clients do not show SVG, so the logo is the PNG), every link absolute.
 */
export function signatureHtml(fields: SignatureFields, origin: string): string {
  const f = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, escapeHtml(value.trim())])) as unknown as SignatureFields;
  const logo = `${origin.replace(/\/$/, '')}${LOGO_DIR}/synapse-logo-light-480x128.png`;
  const link = 'color:#4f46e5;text-decoration:underline';
  // One link per 24 px line, so that each is easy to tap apart from the next.
  const linkRow = 'line-height:24px';
  const rows = [
    `<div style="font-size:15px;font-weight:bold;color:#0f172a">${f.name}</div>`,
    f.title ? `<div style="color:#4f46e5">${f.title} · ${escapeHtml(siteConfig.name)}</div>` : '',
    f.phone ? `<div style="margin-top:6px;${linkRow}">Tél. <a href="${escapeHtml(phoneHref(fields.phone))}" style="${link}">${f.phone}</a></div>` : '',
    f.email ? `<div style="${linkRow}"><a href="mailto:${f.email}" style="${link}">${f.email}</a></div>` : '',
    `<div style="${linkRow}"><a href="${siteConfig.website}" style="${link}">${host}</a> · <span style="color:#64748b">${escapeHtml(siteConfig.address)}</span></div>`,
  ].filter(Boolean);
  return [
    '<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.45;color:#1f2937">',
    '<tr>',
    `<td style="padding:0 16px 0 0;vertical-align:top;border-right:2px solid #6366f1"><a href="${siteConfig.website}"><img src="${logo}" width="150" height="40" alt="${escapeHtml(siteConfig.name)}" style="display:block;border:0"></a></td>`,
    `<td style="padding:0 0 0 16px;vertical-align:top">${rows.join('')}</td>`,
    '</tr>',
    '</table>',
  ].join('');
}

/** The same signature for clients that paste plain text. */
export function signatureText(fields: SignatureFields): string {
  return [
    fields.name.trim(),
    fields.title.trim() ? `${fields.title.trim()} · ${siteConfig.name}` : siteConfig.name,
    fields.phone.trim() && `Tél. ${fields.phone.trim()}`,
    fields.email.trim(),
    `${host} · ${siteConfig.address}`,
  ]
    .filter(Boolean)
    .join('\n');
}
