import { clear, rand, type Renderer } from './types';

const BANDS = 4;

/** Drifting nodes joined by links that fade with distance: a thinking network. */
export const cognitiveNodes: Renderer = (ctx, width, height) => {
  const count = Math.max(14, Math.min(90, Math.round((width * height) / 16000)));
  const nodes = Array.from({ length: count }, () => ({ x: rand(0, width), y: rand(0, height), vx: rand(-0.3, 0.3), vy: rand(-0.3, 0.3), r: rand(1.5, 3.5) }));
  const reach = Math.min(140, Math.max(60, Math.min(width, height) * 0.6));
  return (t) => {
    clear(ctx, width, height);
    for (const n of nodes) {
      n.x = (n.x + n.vx + width) % width;
      n.y = (n.y + n.vy + height) % height;
    }
    // Links are batched into a few opacity bands: one stroke per band instead of one per link.
    const bands: Path2D[] = Array.from({ length: BANDS }, () => new Path2D());
    for (let i = 0; i < nodes.length; i += 1) {
      for (let j = i + 1; j < nodes.length; j += 1) {
        const a = nodes[i]!;
        const b = nodes[j]!;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d > reach) continue;
        const band = bands[Math.min(BANDS - 1, Math.floor((1 - d / reach) * BANDS))]!;
        band.moveTo(a.x, a.y);
        band.lineTo(b.x, b.y);
      }
    }
    ctx.lineWidth = 1;
    bands.forEach((band, k) => {
      ctx.strokeStyle = `rgba(129,140,248,${((k + 0.5) / BANDS) * 0.45})`;
      ctx.stroke(band);
    });
    for (const [i, n] of nodes.entries()) {
      const pulse = 0.6 + 0.4 * Math.sin(t / 600 + i);
      ctx.fillStyle = `rgba(103,232,249,${pulse})`;
      ctx.beginPath();
      ctx.arc(n.x, n.y, n.r, 0, Math.PI * 2);
      ctx.fill();
    }
  };
};
