import { boundedText } from '../../lib/bounded-text';

/** The one path ever requested on another instance. */
export const HEALTH_PATH = '/api/health';
const HEALTH_TIMEOUT_MS = 3000;
const MAX_BODY_BYTES = 16 * 1024;

interface HealthResult {
  status: 'connected' | 'error';
  error: string | null;
  uptimeSeconds: number | null;
  responseTimeMs: number | null;
}

const failure = (error: string, responseTimeMs: number | null = null): HealthResult => ({ status: 'error', error, uptimeSeconds: null, responseTimeMs });

/** GETs `{origin}/api/health` without following redirects and reads the status and uptime it reports. */
export async function checkInstanceHealth(origin: string): Promise<HealthResult> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(new URL(HEALTH_PATH, origin), {
      redirect: 'manual',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return failure(timedOut ? `Délai de ${HEALTH_TIMEOUT_MS / 1000} s dépassé` : 'Instance injoignable');
  }
  const responseTimeMs = Math.round(performance.now() - started);
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    return failure(`Redirection refusée (HTTP ${response.status})`, responseTimeMs);
  }
  const text = await boundedText(response, MAX_BODY_BYTES).catch(() => null);
  if (!response.ok) return failure(`Erreur HTTP: ${response.status}`, responseTimeMs);
  if (text === null) return failure('Réponse illisible', responseTimeMs);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure('Réponse illisible', responseTimeMs);
  }
  const health = body as { status?: unknown; uptime?: unknown };
  if (health.status !== 'ok') return failure('Instance dégradée', responseTimeMs);
  const uptime = typeof health.uptime === 'number' && Number.isFinite(health.uptime) && health.uptime >= 0 ? Math.floor(health.uptime) : null;
  return { status: 'connected', error: null, uptimeSeconds: uptime, responseTimeMs };
}
