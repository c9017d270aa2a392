import { useEffect, useState } from 'react';
import type { siteStatusAnswer } from '../../../domain/api/public-answers';
import { requestOptional, type Answer } from '../../api/http';

/** The site's maintenance flag, read from the API once the page is hydrated; false until known or on failure. */
export function useMaintenance(): boolean {
  const [maintenance, setMaintenance] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void requestOptional<Answer<typeof siteStatusAnswer>>('/api/site-status', { signal: controller.signal, headers: { accept: 'application/json' } }).then((body) =>
      setMaintenance(body?.maintenance === true),
    );
    return () => controller.abort();
  }, []);
  return maintenance;
}
