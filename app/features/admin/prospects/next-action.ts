import { parisToday } from '../../../../domain/paris-time';

/** Overdue once its day has passed ('À relancer'). */
export const isOverdue = (day: string | null, today = parisToday()) => Boolean(day && day < today);
