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
