import { Component, Suspense, type ReactNode } from 'react';
import { queueTask } from './next-task';

/**
 * Hydration in slices (docs/decisions/0291). Preact hydrates a tree in one task, where React hydrating in a
 * transition yields every few milliseconds; a phone then sees the whole page's hydration as one long task.
 * A `HydrationSlice` wraps a part of the page that hydrates in a task of its own: during the first
 * hydration its gate suspends once, Preact keeps the pre-rendered DOM of that part and goes on with the rest,
 * and the part is hydrated when its turn comes, one slice per task (`queueTask`). Its children render exactly one element: that element is what hydration keeps.
 * On the server, in tests and after the first hydration, a slice renders its children at once.
 */
let slicing = false;
const waitingSlices: Array<() => void> = [];
const settledListeners: Array<() => void> = [];

function takeTurn() {
  const release = waitingSlices.shift();
  if (release) {
    release();
    queueTask(takeTurn);
    return;
  }
  slicing = false;
  for (const run of settledListeners.splice(0)) run();
}

/** Called just before the first hydration: the slices met from now on wait for their turn. */
export function startSlicedHydration() {
  slicing = true;
  queueTask(takeTurn);
}

/** Runs once every slice of the first hydration is hydrated (at once when none is waiting). */
export function whenHydrationSettled(run: () => void) {
  if (slicing) settledListeners.push(run);
  else run();
}

class SliceGate extends Component<{ children: ReactNode }> {
  private waited = !slicing;

  override render() {
    if (!this.waited) {
      this.waited = true;
      throw new Promise<void>((resolve) => waitingSlices.push(resolve));
    }
    return this.props.children;
  }
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SliceGate>{children}</SliceGate>
    </Suspense>
  );
}
