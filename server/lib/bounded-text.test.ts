import { describe, expect, it } from 'vitest';
import { boundedText, textPrefix } from './bounded-text';

/** An answer whose body comes in the given chunks, recording whether the reader cancelled the rest. */
function answer(chunks: string[]) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[state.pulled++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(chunk));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body), state };
}

describe('reading a bounded body', () => {
  it('reads a whole body within the limit, and an answer without body as empty', async () => {
    expect(await boundedText(answer(['{"a":', '1}']).response, 7)).toBe('{"a":1}');
    expect(await boundedText(new Response(null), 10)).toBe('');
    expect(await textPrefix(answer(['<html>', '</html>']).response, 100)).toBe('<html></html>');
  });

  it('refuses a whole body beyond the limit and stops reading it', async () => {
    const { response, state } = answer(['a'.repeat(6), 'b'.repeat(6), 'c'.repeat(6)]);
    expect(await boundedText(response, 10)).toBeNull();
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(3);
  });

  it('keeps the first bytes of a page beyond the limit and stops reading it', async () => {
    const { response, state } = answer(['<head>', '<link rel="canonical">', 'x'.repeat(50), 'y'.repeat(50)]);
    expect(await textPrefix(response, 12)).toBe('<head><link ');
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(4);
  });
});
