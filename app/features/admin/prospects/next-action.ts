/** Overdue once its day has passed ('À relancer'). */
export const isOverdue = (day: string | null, today = new Date().toISOString().slice(0, 10)) => Boolean(day && day < today);
