import { clear, type Renderer } from './types';

/** A light source orbiting the screen with a line of ghost reflections through the centre. */
export const lensFlare: Renderer = (ctx, width, height) => {
  const ghosts = [0.3, 0.55, 0.8, 1.2, 1.5];
  return (t) => {
    clear(ctx, width, height);
    const cx = width / 2;
    const cy = height / 2;
    const sx = cx + Math.cos(t * 0.0002) * width * 0.35;
    const sy = cy + Math.sin(t * 0.00027) * height * 0.3;
    const sun = ctx.createRadialGradient(sx, sy, 0, sx, sy, 220);
    sun.addColorStop(0, 'rgba(255,244,214,0.9)');
    sun.addColorStop(0.2, 'rgba(251,191,36,0.35)');
    sun.addColorStop(1, 'rgba(5,7,15,0)');
    ctx.fillStyle = sun;
    ctx.fillRect(0, 0, width, height);
    ghosts.forEach((k, i) => {
      const gx = sx + (cx - sx) * k * 2;
      const gy = sy + (cy - sy) * k * 2;
      ctx.fillStyle = `hsla(${180 + i * 35},90%,65%,0.12)`;
      ctx.beginPath();
      ctx.arc(gx, gy, 20 + i * 14, 0, Math.PI * 2);
      ctx.fill();
    });
  };
};
