import { clear, type Renderer } from './types';

/** Layered sine waves sliding across the screen. */
export const digitalWaves: Renderer = (ctx, width, height) => {
  const scale = Math.min(1, height / 500);
  const layers = [
    { amp: 40, len: 0.006, speed: 0.0012, color: 'rgba(99,102,241,0.55)', y: 0.45 },
    { amp: 60, len: 0.004, speed: -0.0008, color: 'rgba(34,211,238,0.4)', y: 0.55 },
    { amp: 30, len: 0.009, speed: 0.0016, color: 'rgba(165,180,252,0.35)', y: 0.65 },
  ];
  return (t) => {
    clear(ctx, width, height);
    ctx.lineWidth = 2;
    for (const layer of layers) {
      ctx.strokeStyle = layer.color;
      ctx.beginPath();
      for (let x = 0; x <= width; x += 8) {
        const y = height * layer.y + Math.sin(x * layer.len + t * layer.speed) * layer.amp * scale * Math.cos(t * 0.0003 + x * 0.001);
        if (x === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
  };
};
