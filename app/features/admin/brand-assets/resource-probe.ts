import { requestHead } from '../../../api/http';
import { LEGACY_BUILD_PREFIX } from '../../../../domain/business-cards/card-designs';

type HeadAnswer = Awaited<ReturnType<typeof requestHead>>;

/** Back-office §7: a design file is asked for at its path, then once more under the /build prefix. */
export async function headWithBuildRetry(path: string): Promise<HeadAnswer> {
  const first = await requestHead(path).catch(() => null);
  if (first?.ok) return first;
  try {
    return await requestHead(`${LEGACY_BUILD_PREFIX}${path}`);
  } catch (error) {
    if (first) return first;
    throw error;
  }
}

