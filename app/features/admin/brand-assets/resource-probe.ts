import { LEGACY_BUILD_PREFIX } from '../../../../domain/business-cards/card-designs';

interface HeadAnswer {
  ok: boolean;
  status: number;
  /** Content-Length when the server sends it. */
  bytes: number | null;
}

/** One HEAD request, never served from the cache; a network failure throws. */
export async function head(path: string): Promise<HeadAnswer> {
  const response = await fetch(path, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
  const length = response.headers.get('content-length');
  return { ok: response.ok, status: response.status, bytes: length === null ? null : Number(length) };
}

/** Back-office §7: a design file is asked for at its path, then once more under the /build prefix. */
export async function headWithBuildRetry(path: string): Promise<HeadAnswer> {
  const first = await head(path).catch(() => null);
  if (first?.ok) return first;
  try {
    return await head(`${LEGACY_BUILD_PREFIX}${path}`);
  } catch (error) {
    if (first) return first;
    throw error;
  }
}

export const formatBytes = (bytes: number | null): string =>
  bytes === null ? '-' : bytes < 1024 ? `${bytes} octets` : `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;
