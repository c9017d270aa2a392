import { useEffect, useState } from 'react';
import { formatWholePercent, shareOf } from '../../../../domain/percent';
import { FilePicker } from '../ui/file-picker';
import { formatBytes } from '../ui/format';

const MAX_INPUT_BYTES = 20 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/bmp'];
type Target = 'image/webp' | 'image/avif';

interface Result {
  url: string;
  size: number;
  name: string;
}

async function encode(file: File, type: Target, quality: number): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  // A browser that cannot encode the format silently falls back to PNG.
  return blob && blob.type === type ? blob : null;
}

/** Image to WebP or AVIF, encoded in this browser: the file never leaves the machine. */
export function ImageConverter() {
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState<Target>('image/webp');
  const [quality, setQuality] = useState(80);
  const [result, setResult] = useState<Result | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (result && URL.revokeObjectURL(result.url)), [result]);

  const choose = (chosen: File) => {
    setResult(null);
    setMessage(null);
    if (!ACCEPTED.includes(chosen.type)) {
      setFile(null);
      return setMessage('Format non pris en charge\u00a0: choisissez une image PNG, JPEG, WebP, GIF, AVIF ou BMP.');
    }
    if (chosen.size > MAX_INPUT_BYTES) {
      setFile(null);
      return setMessage(`Image trop lourde\u00a0: ${formatBytes(MAX_INPUT_BYTES)} au plus.`);
    }
    setFile(chosen);
  };

  const convert = async () => {
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      const blob = await encode(file, target, quality / 100);
      if (!blob) {
        setMessage(target === 'image/avif' ? "Ce navigateur ne sait pas encoder l'AVIF\u00a0: choisissez WebP ou utilisez un autre navigateur." : "Ce navigateur ne sait pas encoder le WebP.");
        return;
      }
      const extension = target === 'image/avif' ? 'avif' : 'webp';
      setResult({ url: URL.createObjectURL(blob), size: blob.size, name: `${file.name.replace(/\.[^.]+$/, '')}.${extension}` });
    } catch {
      setMessage("Impossible de lire cette image\u00a0: le fichier est peut-être endommagé.");
    } finally {
      setBusy(false);
    }
  };

  const field = 'rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-gray-100';
  return (
    <div className="space-y-3">
      <FilePicker label="Image source" accept={ACCEPTED.join(',')} fileName={file?.name} onFile={choose} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm text-gray-300">
          Format
          <select value={target} onChange={(event) => setTarget(event.target.value as Target)} className={`mt-1 block ${field}`}>
            <option value="image/webp">WebP</option>
            <option value="image/avif">AVIF</option>
          </select>
        </label>
        <label className="text-sm text-gray-300">
          Qualité ({formatWholePercent(quality / 100)})
          <input type="range" min={30} max={100} value={quality} onChange={(event) => setQuality(Number(event.target.value))} className="mt-2 block w-40 accent-brand-500" />
        </label>
        <button
          type="button"
          disabled={!file || busy}
          onClick={() => void convert()}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? 'Conversion...' : 'Convertir'}
        </button>
      </div>
      {message && (
        <p role="alert" className="text-sm text-amber-200">
          {message}
        </p>
      )}
      {result && file && (
        <p className="text-sm text-gray-200" role="status">
          {formatBytes(file.size)} → {formatBytes(result.size)} ({formatWholePercent(shareOf(result.size, file.size))}) ·{' '}
          <a href={result.url} download={result.name} className="text-accent-300 underline">
            Télécharger {result.name}
          </a>
        </p>
      )}
    </div>
  );
}
