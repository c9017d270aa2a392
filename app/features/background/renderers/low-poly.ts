import { clear, rand, type Renderer } from './types';

/** A triangulated surface whose facets breathe in shades of indigo. */
export const lowPoly: Renderer = (ctx, width, height) => {
  const cell = 90;
  const cols = Math.ceil(width / cell) + 1;
  const rows = Math.ceil(height / cell) + 1;
  const points = Array.from({ length: rows + 1 }, (_, r) =>
    Array.from({ length: cols + 1 }, (_, c) => ({ x: c * cell + rand(-25, 25), y: r * cell + rand(-25, 25), phase: rand(0, 6) })),
  );
  const shade = (a: { phase: number }, t: number) => 14 + 10 * Math.sin(t * 0.0008 + a.phase);
  return (t) => {
    clear(ctx, width, height);
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const [a, b, d, e] = [points[r]![c]!, points[r]![c + 1]!, points[r + 1]![c]!, points[r + 1]![c + 1]!];
        for (const [p, q, s] of [[a, b, d], [b, e, d]] as const) {
          ctx.fillStyle = `hsl(235,45%,${shade(p, t)}%)`;
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(q.x, q.y);
          ctx.lineTo(s.x, s.y);
          ctx.closePath();
          ctx.fill();
        }
      }
    }
  };
};
