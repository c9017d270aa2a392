import { useEffect, useState } from 'react';

/** The site's maintenance flag, read from the API once the page is hydrated; false until known or on failure. */
export function useMaintenance(): boolean {
  const [maintenance, setMaintenance] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/site-status', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : { maintenance: false }))
      .then((body: { maintenance?: unknown }) => setMaintenance(body.maintenance === true))
      .catch(() => setMaintenance(false));
    return () => controller.abort();
  }, []);
  return maintenance;
}
