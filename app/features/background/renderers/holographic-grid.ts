import { clear, type Renderer } from './types';

/** A perspective grid scrolling towards the viewer under a glowing horizon. */
export const holographicGrid: Renderer = (ctx, width, height) => {
  const horizon = height * 0.45;
  return (t) => {
    clear(ctx, width, height);
    const glow = ctx.createLinearGradient(0, horizon - 80, 0, horizon + 20);
    glow.addColorStop(0, 'rgba(5,7,15,0)');
    glow.addColorStop(1, 'rgba(236,72,153,0.25)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, horizon - 80, width, 100);
    ctx.strokeStyle = 'rgba(34,211,238,0.45)';
    ctx.lineWidth = 1;
    for (let i = -20; i <= 20; i += 1) {
      ctx.beginPath();
      ctx.moveTo(width / 2 + i * 12, horizon);
      ctx.lineTo(width / 2 + i * width * 0.12, height);
      ctx.stroke();
    }
    const shift = (t * 0.00025) % 1;
    for (let k = 0; k < 14; k += 1) {
      const depth = (k + shift) / 14;
      const y = horizon + (height - horizon) * depth * depth;
      ctx.strokeStyle = `rgba(236,72,153,${0.15 + depth * 0.5})`;
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(width, y);
      ctx.stroke();
    }
  };
};
