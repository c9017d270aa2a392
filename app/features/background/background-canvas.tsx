import { useEffect, useRef } from 'react';
import { rendererOf, type BackgroundType } from '../../../domain/backgrounds';
import { renderers } from './renderers';

interface BackgroundCanvasProps {
  type: BackgroundType;
  /** Paint one settled frame and stop (thumbnails, reduced motion). */
  still?: boolean;
  className?: string;
}

const STILL_FRAMES = 40;

/** Runs a background renderer on a canvas sized to its box; pauses while the tab is hidden. */
export function BackgroundCanvas({ type, still = false, className }: BackgroundCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    let draw: (t: number) => void = () => {};

    const setup = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 1.5);
      const { width, height } = element.getBoundingClientRect();
      // A canvas not laid out yet (a dialog's content mounts before the dialog opens) is drawn once it has a size.
      if (width === 0 || height === 0) {
        draw = () => {};
        return;
      }
      element.width = Math.max(1, Math.round(width * ratio));
      element.height = Math.max(1, Math.round(height * ratio));
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      draw = renderers[rendererOf(type)](ctx, width, height);
      if (still || reduced) for (let i = 0; i < STILL_FRAMES; i += 1) draw(i * 60);
    };
    const loop = (t: number) => {
      draw(t);
      frame = requestAnimationFrame(loop);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      if (!still && !reduced && document.visibilityState === 'visible') frame = requestAnimationFrame(loop);
    };
    const onResize = () => {
      setup();
      start();
    };

    // The observer reports the first size too, so the canvas is set up as soon as it is laid out.
    const observer = new ResizeObserver(onResize);
    observer.observe(element);
    document.addEventListener('visibilitychange', start);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('visibilitychange', start);
    };
  }, [type, still]);

  return <canvas ref={canvas} aria-hidden className={className} data-background={type} />;
}
