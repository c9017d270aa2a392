import { rand, type Renderer } from './types';

const GLYPHS = 'アカサタナハマヤラワ0123456789ABCDEF<>/{}';

/** Columns of falling glyphs, neon green with magenta sparks. */
export const cyberpunkMatrix: Renderer = (ctx, width, height) => {
  const size = 16;
  const drops = Array.from({ length: Math.ceil(width / size) }, () => rand(-height / size, 0));
  ctx.fillStyle = '#05070f';
  ctx.fillRect(0, 0, width, height);
  let last = 0;
  return (t) => {
    if (t - last < 50) return;
    last = t;
    ctx.fillStyle = 'rgba(5,7,15,0.12)';
    ctx.fillRect(0, 0, width, height);
    ctx.font = `${size}px monospace`;
    drops.forEach((drop, column) => {
      const glyph = GLYPHS[Math.floor(Math.random() * GLYPHS.length)]!;
      ctx.fillStyle = Math.random() > 0.97 ? '#f0abfc' : '#4ade80';
      ctx.fillText(glyph, column * size, drop * size);
      drops[column] = drop * size > height && Math.random() > 0.975 ? 0 : drop + 1;
    });
  };
};
