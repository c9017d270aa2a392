import { clear, rand, type Renderer } from './types';

/** Twinkling stars over slowly drifting coloured clouds. */
export const cosmicNebula: Renderer = (ctx, width, height) => {
  const stars = Array.from({ length: 220 }, () => ({ x: rand(0, width), y: rand(0, height), phase: rand(0, 6), size: rand(0.5, 1.8) }));
  const clouds = [
    { hue: 280, x: 0.3, y: 0.4, r: 0.45, speed: 0.00011 },
    { hue: 200, x: 0.7, y: 0.6, r: 0.4, speed: -0.00009 },
    { hue: 330, x: 0.5, y: 0.3, r: 0.3, speed: 0.00014 },
  ];
  return (t) => {
    clear(ctx, width, height, '#03040a');
    for (const cloud of clouds) {
      const cx = width * (cloud.x + Math.sin(t * cloud.speed) * 0.08);
      const cy = height * (cloud.y + Math.cos(t * cloud.speed) * 0.08);
      const radius = Math.max(width, height) * cloud.r;
      const gradient = ctx.createRadialGradient(cx, cy, 0, cx, cy, radius);
      gradient.addColorStop(0, `hsla(${cloud.hue},80%,50%,0.28)`);
      gradient.addColorStop(1, 'hsla(0,0%,0%,0)');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
    }
    for (const star of stars) {
      ctx.fillStyle = `rgba(255,255,255,${0.35 + 0.65 * Math.abs(Math.sin(t * 0.001 + star.phase))})`;
      ctx.fillRect(star.x, star.y, star.size, star.size);
    }
  };
};
