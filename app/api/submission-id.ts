/**
 * The id of one sending of a lead form (docs/decisions/0395-contact-outbox.md): every try of the same values sends
 * the same id, so that the server stores it once however many tries reach it. A random (version 4) UUID;
 * `crypto.randomUUID` exists only on secure pages, `getRandomValues` everywhere.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
