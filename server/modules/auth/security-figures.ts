import type { Database } from '../../db/database';
import { securityFiguresRepository } from './security-figures-repository';

/** What other modules may know of the auth tables: how many tokens are live and how many addresses are locked. */
export function securityFigures(db: Database) {
  const figures = securityFiguresRepository(db);
  return {
    activeApiTokens: (now = new Date()) => figures.activeApiTokens(now),
    lockedAddresses: (now = new Date()) => figures.lockedAddresses(now),
  };
}
