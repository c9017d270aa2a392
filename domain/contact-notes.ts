/**
 * A contact message is stored as a callback request whose notes carry the
 * subject, the message and optional interests (back-office §3).
 */
export const NO_PHONE = 'Non fourni';

export function formatContactNotes(subject: string, message: string, interests: string[] = []): string {
  const lines = [`Sujet: ${subject}`, '', 'Message:', message];
  if (interests.length) lines.push('', `Intérêts: ${interests.join(', ')}`);
  return lines.join('\n');
}

interface ContactNotes {
  subject: string;
  message: string;
  interests: string[];
}

export function parseContactNotes(notes: string): ContactNotes {
  const subject = /^Sujet: (.*)$/m.exec(notes)?.[1]?.trim() ?? '';
  const interestsLine = /^Intérêts: (.*)$/m.exec(notes)?.[1] ?? '';
  const afterMessage = notes.split(/^Message:\n/m)[1] ?? '';
  const message = afterMessage.replace(/\n\nIntérêts: .*$/s, '').trim();
  const interests = interestsLine ? interestsLine.split(',').map((s) => s.trim()).filter(Boolean) : [];
  return { subject, message, interests };
}
