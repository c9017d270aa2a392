/**
 * A date formatter in French, built on first use (an Intl formatter costs a phone time before it hydrates), that
 * writes the first day of a month as French does, '1er' ('mardi 1er décembre', 'le 1er déc. à 09:00'), where the
 * month is a word; '01/12' stays as it is.
 */
export function frenchDateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  const ordinal = options.dateStyle === 'full' || options.dateStyle === 'long' || options.month === 'long' || options.month === 'short';
  return (date) => {
    format ??= new Intl.DateTimeFormat('fr-FR', options);
    if (!ordinal) return format.format(date);
    return format
      .formatToParts(date)
      .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
      .join('');
  };
}

/** A day of the calendar 'AAAA-MM-JJ' through a French date formatter, whatever the zone of the machine. */
export const calendarDayFormat = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): ((day: string) => string) => {
  const format = frenchDateFormat({ ...options, timeZone: 'UTC' });
  return (day) => format(new Date(`${day}T12:00:00Z`));
};
