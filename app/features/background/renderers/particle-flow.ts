import { clear, rand, type Renderer } from './types';

/** Particles streaming diagonally with fading trails. */
export const particleFlow: Renderer = (ctx, width, height) => {
  const particles = Array.from({ length: 160 }, () => ({ x: rand(0, width), y: rand(0, height), v: rand(0.6, 2.2), hue: rand(190, 250) }));
  clear(ctx, width, height);
  return (t) => {
    ctx.fillStyle = 'rgba(5,7,15,0.18)';
    ctx.fillRect(0, 0, width, height);
    for (const p of particles) {
      const angle = 0.35 + Math.sin(p.y * 0.01 + t * 0.0005) * 0.25;
      p.x += Math.cos(angle) * p.v;
      p.y += Math.sin(angle) * p.v;
      if (p.x > width || p.y > height) {
        p.x = rand(-width * 0.2, width);
        p.y = -5;
      }
      ctx.fillStyle = `hsla(${p.hue},90%,70%,0.8)`;
      ctx.fillRect(p.x, p.y, 2, 2);
    }
  };
};
