/** The largest id a table holds (a 32-bit integer in PostgreSQL): a larger one is refused, never sent to the database. */
export const MAX_ROW_ID = 2_147_483_647;
