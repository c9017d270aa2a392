/**
 * Reads at most `limit` bytes of an answer's body, cancelling the rest: a host this server calls (an instance, the
 * AI endpoint, a page of the site) cannot make it buffer a large answer. `complete` says whether the body ended
 * within the limit.
 */
async function readUpTo(response: Response, limit: number): Promise<{ bytes: Buffer; complete: boolean }> {
  if (!response.body) return { bytes: Buffer.alloc(0), complete: true };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks), complete: true };
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { bytes: Buffer.concat(chunks).subarray(0, limit), complete: false };
    }
  }
}

/** An answer's whole body as text, or null when it is larger than `limit` bytes (a JSON answer cut is unreadable). */
export async function boundedText(response: Response, limit: number): Promise<string | null> {
  const { bytes, complete } = await readUpTo(response, limit);
  return complete ? bytes.toString('utf8') : null;
}

/** The first `limit` bytes of an answer's body as text: enough of a page to read its head. */
export async function textPrefix(response: Response, limit: number): Promise<string> {
  return (await readUpTo(response, limit)).bytes.toString('utf8');
}
