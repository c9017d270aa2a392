import { useEffect, useState } from 'react';

/** Visible from `delay` ms after `trigger` becomes true, for `visible` ms, unless closed. */
export function useTimedVisibility(trigger: unknown, active: boolean, delay: number, visible: number) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timers = [window.setTimeout(() => setShown(true), delay), window.setTimeout(() => setShown(false), delay + visible)];
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      setShown(false);
    };
  }, [trigger, active, delay, visible]);

  return [shown, () => setShown(false)] as const;
}
