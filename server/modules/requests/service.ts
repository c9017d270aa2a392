import type { Database } from '../../db/database';
import { requestsRepository, type NewRequest } from './repository';

/** The owner of callback_requests: contact messages and callback requests are stored and counted through it. */
export function requestsService(db: Database) {
  const requests = requestsRepository(db);
  return {
    /** Stores a new pending request and gives its id. */
    store: (request: NewRequest): Promise<number> => requests.insert(request),
    count: (source?: 'contact' | 'callback') => requests.count(source),
    newest: (limit: number) => requests.newest(limit),
  };
}
