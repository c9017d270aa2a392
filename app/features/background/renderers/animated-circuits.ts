import { clear, rand, type Renderer } from './types';

/** Right-angled circuit traces with pulses of light running along them. */
export const animatedCircuits: Renderer = (ctx, width, height) => {
  const step = 40;
  const traces = Array.from({ length: 28 }, () => {
    const points: Array<[number, number]> = [[Math.round(rand(0, width / step)) * step, Math.round(rand(0, height / step)) * step]];
    for (let k = 0; k < 6; k += 1) {
      const [x, y] = points.at(-1)!;
      points.push(k % 2 ? [x, y + step * Math.round(rand(-3, 3))] : [x + step * Math.round(rand(-4, 4)), y]);
    }
    return { points, speed: rand(0.0002, 0.0006), offset: rand(0, 1) };
  });
  return (t) => {
    clear(ctx, width, height);
    for (const trace of traces) {
      ctx.strokeStyle = 'rgba(79,70,229,0.35)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      trace.points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.stroke();
      const progress = (t * trace.speed + trace.offset) % 1;
      const segment = Math.min(trace.points.length - 2, Math.floor(progress * (trace.points.length - 1)));
      const local = progress * (trace.points.length - 1) - segment;
      const [ax, ay] = trace.points[segment]!;
      const [bx, by] = trace.points[segment + 1]!;
      ctx.fillStyle = '#67e8f9';
      ctx.shadowColor = '#22d3ee';
      ctx.shadowBlur = 12;
      ctx.beginPath();
      ctx.arc(ax + (bx - ax) * local, ay + (by - ay) * local, 3, 0, Math.PI * 2);
      ctx.fill();
      ctx.shadowBlur = 0;
      for (const [x, y] of [trace.points[0]!, trace.points.at(-1)!]) ctx.fillRect(x - 3, y - 3, 6, 6);
    }
  };
};
