import { useEffect, useState } from 'react';
import { qrMessages } from '../../../../domain/qr-codes';
import { drawQr, type QrDrawing } from './qr-render';

/** Redraws the code whenever a setting changes; a text too long for any code gives a message instead. */
export function useQrPreview(drawing: QrDrawing | null) {
  const [preview, setPreview] = useState<{ dataUrl: string | null; error: string | null }>({ dataUrl: null, error: null });
  const key = drawing ? JSON.stringify(drawing) : '';

  useEffect(() => {
    if (!drawing) return;
    let current = true;
    drawQr(drawing)
      .then((canvas) => current && setPreview({ dataUrl: canvas.toDataURL('image/png'), error: null }))
      .catch(() => current && setPreview({ dataUrl: null, error: qrMessages.tooMuchText }));
    return () => {
      current = false;
    };
    // The key stands for the drawing: a new object with the same settings must not redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return drawing ? preview : { dataUrl: null, error: null };
}
