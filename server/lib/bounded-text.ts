/**
 * Reads an answer's body as text, at most `limit` bytes: null beyond, the rest left unread. A host this server
 * calls (an instance, the AI endpoint) cannot make it buffer a large answer.
 */
export async function boundedText(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
