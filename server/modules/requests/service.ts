import type { Database } from '../../db/database';
import { requestsRepository } from './repository';

/** Read-only figures of contact messages and callback requests for other modules (the dashboard). */
export function requestsService(db: Database) {
  const requests = requestsRepository(db);
  return {
    count: (source?: 'contact' | 'callback') => requests.count(source),
    newest: (limit: number) => requests.newest(limit),
  };
}
