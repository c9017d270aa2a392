/** The host of the page a visit came from: a full address may carry a search or personal query. */
export function referrerHostOf(referer: string | undefined, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const host = new URL(referer).hostname.toLowerCase().slice(0, 253);
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}
