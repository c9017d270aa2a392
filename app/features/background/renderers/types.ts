/** A renderer prepares its scene for a canvas size and returns the function that paints frame t (ms). */
export type Renderer = (ctx: CanvasRenderingContext2D, width: number, height: number) => (t: number) => void;

export const rand = (min: number, max: number) => min + Math.random() * (max - min);

export function clear(ctx: CanvasRenderingContext2D, width: number, height: number, color = '#05070f') {
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
}
