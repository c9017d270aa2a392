import { clear, type Renderer } from './types';

/** A honeycomb whose cells light up in a travelling wave. */
export const hexagon: Renderer = (ctx, width, height) => {
  const r = 28;
  const w = Math.sqrt(3) * r;
  return (t) => {
    clear(ctx, width, height);
    ctx.lineWidth = 1.2;
    for (let row = 0; row * r * 1.5 < height + r; row += 1) {
      for (let col = 0; col * w < width + w; col += 1) {
        const x = col * w + (row % 2 ? w / 2 : 0);
        const y = row * r * 1.5;
        const glow = Math.max(0, Math.sin(x * 0.01 + y * 0.008 - t * 0.002));
        ctx.strokeStyle = `rgba(34,211,238,${0.12 + glow * 0.5})`;
        ctx.fillStyle = `rgba(79,70,229,${glow * 0.18})`;
        ctx.beginPath();
        for (let k = 0; k < 6; k += 1) {
          const angle = Math.PI / 6 + (k * Math.PI) / 3;
          ctx.lineTo(x + r * Math.cos(angle), y + r * Math.sin(angle));
        }
        ctx.closePath();
        ctx.fill();
        ctx.stroke();
      }
    }
  };
};
