import type { Database } from '../../db/database';
import { securityFiguresRepository } from './security-figures-repository';

/** What other modules may know of the auth tables: how many addresses are locked out. */
export function securityFigures(db: Database) {
  const figures = securityFiguresRepository(db);
  return {
    lockedAddresses: (now = new Date()) => figures.lockedAddresses(now),
  };
}
