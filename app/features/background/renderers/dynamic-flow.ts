import { clear, rand, type Renderer } from './types';

/** Ribbons following a slowly turning noise-like flow field. */
export const dynamicFlow: Renderer = (ctx, width, height) => {
  const walkers = Array.from({ length: 60 }, () => ({ x: rand(0, width), y: rand(0, height), life: rand(50, 200) }));
  clear(ctx, width, height);
  return (t) => {
    ctx.fillStyle = 'rgba(5,7,15,0.06)';
    ctx.fillRect(0, 0, width, height);
    ctx.lineWidth = 1.5;
    for (const w of walkers) {
      const angle = Math.sin(w.x * 0.004 + t * 0.0002) * 2 + Math.cos(w.y * 0.005 - t * 0.0003) * 2;
      const nx = w.x + Math.cos(angle) * 2;
      const ny = w.y + Math.sin(angle) * 2;
      ctx.strokeStyle = `hsla(${260 + Math.sin(t * 0.0004 + w.x * 0.01) * 60},85%,65%,0.5)`;
      ctx.beginPath();
      ctx.moveTo(w.x, w.y);
      ctx.lineTo(nx, ny);
      ctx.stroke();
      w.x = nx;
      w.y = ny;
      w.life -= 1;
      if (w.life < 0 || nx < 0 || ny < 0 || nx > width || ny > height) Object.assign(w, { x: rand(0, width), y: rand(0, height), life: rand(50, 200) });
    }
  };
};
