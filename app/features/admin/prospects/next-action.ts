/** A next action's day (YYYY-MM-DD) the French way, 20/11/2026. */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Overdue once its day has passed ('À relancer'). */
export const isOverdue = (day: string | null, today = new Date().toISOString().slice(0, 10)) => Boolean(day && day < today);
