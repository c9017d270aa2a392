import { useState } from 'react';
import { formatHsl, formatRgb, parseColour, rgbToHex, rgbToHsl } from '../../../../domain/converters/colours';
import { COMMON_DPI, DPI_MAX, DPI_MIN, isValidDpi, millimetresToPixels, pixelsToMillimetres } from '../../../../domain/converters/print-units';
import { TextField } from '../../../ui/text-field';
import { Section } from '../ui/section';
import { ImageConverter } from './image-converter';
import { formatNumber } from '../../../../domain/numbers';

const commonDpi = () => COMMON_DPI.map(String);
const card = 'min-w-0 rounded-xl border border-ink-700 bg-ink-950/40 p-4';

function PrintUnits() {
  const [dpi, setDpi] = useState('300');
  const [pixels, setPixels] = useState('1039');
  const [millimetres, setMillimetres] = useState('88');
  const dpiValue = Number(dpi);
  const dpiOk = isValidDpi(dpiValue);
  const px = Number(pixels);
  const mm = Number(millimetres.replace(',', '.'));
  return (
    <div className="space-y-3">
      <TextField
        label="Résolution (DPI)"
        inputMode="numeric"
        value={dpi}
        onChange={(event) => setDpi(event.target.value)}
        suggest={commonDpi}
        error={dpiOk ? undefined : `Résolution entre ${DPI_MIN} et ${DPI_MAX} DPI.`}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <TextField label="Pixels" inputMode="numeric" value={pixels} onChange={(event) => setPixels(event.target.value)} />
          <output className="mt-1 block text-sm text-gray-200" aria-live="polite">
            = {dpiOk && Number.isFinite(px) && px >= 0 ? `${formatNumber(pixelsToMillimetres(px, dpiValue), 2)} mm` : '-'}
          </output>
        </div>
        <div>
          <TextField label="Millimètres" inputMode="decimal" value={millimetres} onChange={(event) => setMillimetres(event.target.value)} />
          <output className="mt-1 block text-sm text-gray-200" aria-live="polite">
            = {dpiOk && Number.isFinite(mm) && mm >= 0 ? `${formatNumber(millimetresToPixels(mm, dpiValue))} px` : '-'}
          </output>
        </div>
      </div>
      <p className="text-xs text-gray-400">Carte de visite&nbsp;: 88 × 50 mm, soit 1039 × 591 px à 300 DPI.</p>
    </div>
  );
}

function Colours() {
  const [text, setText] = useState('#60a5fa');
  const rgb = parseColour(text);
  return (
    <div className="space-y-3">
      <TextField
        label="Couleur (hex, rgb() ou hsl())"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={rgb ? undefined : 'Couleur illisible : essayez #60a5fa, rgb(96, 165, 250) ou hsl(213, 94%, 68%).'}
      />
      {rgb && (
        <div className="flex items-center gap-3">
          <span aria-hidden className="h-14 w-14 shrink-0 rounded-lg border border-ink-600" style={{ backgroundColor: rgbToHex(rgb) }} />
          <dl className="min-w-0 space-y-1 text-sm">
            {[
              ['Hex', rgbToHex(rgb)],
              ['RGB', formatRgb(rgb)],
              ['HSL', formatHsl(rgbToHsl(rgb))],
            ].map(([label, value]) => (
              <div key={label} className="flex gap-2">
                <dt className="w-10 text-gray-400">{label}</dt>
                <dd>
                  <code className="text-white">{value}</code>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}

/** Convertisseurs (back-office §2.1 `tools-converters`): print sizes, colours and images, all in the browser. */
export function ConvertersSection() {
  return (
    <Section id="tools-converters" title="Convertisseurs">
      <div className="grid gap-4 lg:grid-cols-3">
        <div className={card}>
          <h3 className="mb-3 font-semibold text-white">Pixels ⇄ millimètres</h3>
          <PrintUnits />
        </div>
        <div className={card}>
          <h3 className="mb-3 font-semibold text-white">Couleurs</h3>
          <Colours />
        </div>
        <div className={card}>
          <h3 className="mb-3 font-semibold text-white">Image vers WebP / AVIF</h3>
          <ImageConverter />
        </div>
      </div>
    </Section>
  );
}
