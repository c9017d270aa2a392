import type { Database } from '../../db/database';
import { requestsRepository, type NewRequest } from './repository';

/** The owner of callback_requests: contact messages and callback requests are stored through it. */
export function requestsService(db: Database) {
  const requests = requestsRepository(db);
  return {
    /** Stores a new pending request and gives its id. */
    store: (request: NewRequest): Promise<number> => requests.insert(request),
  };
}
