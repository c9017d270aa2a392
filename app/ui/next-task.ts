/**
 * Runs work in a task of its own, after the current one, through one message channel: test clocks freeze
 * timers and animation frames, not message channels, and a hidden tab still delivers messages. Each queued
 * function gets its own task, in the order queued. Used by the browser runtime's effects, the hydration
 * slices and the router's preparation (docs/decisions/0291).
 */
const queued: Array<() => void> = [];
let channel: MessageChannel | undefined;

export function queueTask(run: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queued.shift()?.();
  }
  queued.push(run);
  channel.port2.postMessage(null);
}

/** Resolves in a later task. */
export const nextTask = () => new Promise<void>((resolve) => queueTask(resolve));

/**
 * Runs work once the browser is idle (within two seconds at worst), for what the visitor does not wait for.
 * Returns a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
