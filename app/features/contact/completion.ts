/** The five fields whose filling drives the completion bar (public-site §4). */
export const completionFields = ['name', 'email', 'message', 'company', 'phone'] as const;
export const COMPLETION_THRESHOLD = 60;

export function completionOf(values: Partial<Record<(typeof completionFields)[number], string>>): number {
  const filled = completionFields.filter((field) => (values[field] ?? '').trim() !== '').length;
  return Math.round((filled / completionFields.length) * 100);
}
