import { clear, type Renderer } from './types';

function branch(ctx: CanvasRenderingContext2D, x: number, y: number, length: number, angle: number, depth: number, spread: number) {
  if (depth === 0) return;
  const nx = x + Math.cos(angle) * length;
  const ny = y + Math.sin(angle) * length;
  ctx.strokeStyle = `hsla(${200 + depth * 12},85%,65%,${0.15 + depth * 0.06})`;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(nx, ny);
  ctx.stroke();
  branch(ctx, nx, ny, length * 0.7, angle - spread, depth - 1, spread);
  branch(ctx, nx, ny, length * 0.7, angle + spread, depth - 1, spread);
}

/** A symmetrical fractal tree that grows, opens and closes around the centre. */
export const fractalExpansion: Renderer = (ctx, width, height) => (t) => {
  clear(ctx, width, height);
  const grow = 0.6 + 0.4 * Math.sin(t * 0.0006);
  const spread = 0.35 + 0.25 * Math.sin(t * 0.0004);
  ctx.lineWidth = 1.2;
  for (let k = 0; k < 6; k += 1) {
    branch(ctx, width / 2, height / 2, Math.min(width, height) * 0.12 * grow, (k * Math.PI) / 3 + t * 0.0001, 7, spread);
  }
};
