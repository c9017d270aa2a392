import QRCode from 'qrcode';

/** The dark modules of a QR code (encoded by the `qrcode` package) as one path, one unit per module. */
export function qrModulesPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}

/** A QR code drawn in a square of `side` units at (x, y), with a quiet zone of 2 modules on a light tile. */
export function qrTile(text: string, x: number, y: number, side: number, dark: string, light = '#ffffff'): string {
  const { size, d } = qrModulesPath(text);
  const quiet = 2;
  const scale = side / (size + quiet * 2);
  return [
    `<rect x="${x}" y="${y}" width="${side}" height="${side}" rx="${(side * 0.05).toFixed(1)}" fill="${light}"/>`,
    `<path transform="translate(${(x + quiet * scale).toFixed(3)} ${(y + quiet * scale).toFixed(3)}) scale(${scale.toFixed(5)})" fill="${dark}" shape-rendering="crispEdges" d="${d}"/>`,
  ].join('');
}
