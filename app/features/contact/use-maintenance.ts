import { useEffect, useState } from 'react';
import { requestOptional } from '../../api/http';

/** The site's maintenance flag, read from the API once the page is hydrated; false until known or on failure. */
export function useMaintenance(): boolean {
  const [maintenance, setMaintenance] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void requestOptional<{ maintenance?: unknown }>('/api/site-status', { signal: controller.signal, headers: { accept: 'application/json' } }).then((body) =>
      setMaintenance(body?.maintenance === true),
    );
    return () => controller.abort();
  }, []);
  return maintenance;
}
