interface ConnectionTarget {
  host: string;
  database: string;
}

/** Where a Redis URL points, without its user name or password. */
export function describeTarget(url: string): ConnectionTarget {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return { host: parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname, database };
}

