import type { ReactNode } from 'react';
import { QR_ERROR_LEVELS, QR_LIMITS, qrErrorLevelLabels, type QrErrorLevel } from '../../../../domain/qr-codes';
import { TextField } from '../../../ui/text-field';
import type { QrFormState } from './qr-form-state';
import { formatWholePercent } from '../../../../domain/percent';

interface QrSettingsFormProps {
  form: QrFormState;
  errors: { name?: string; url?: string; size?: string; margin?: string };
  onChange: (change: Partial<QrFormState>) => void;
}

const selectClass =
  'mt-1.5 block w-full rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-gray-100 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40';

function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="block text-sm font-medium text-gray-200">
      {label}
      <span className="mt-1.5 flex items-center gap-2">
        <input
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 cursor-pointer rounded-lg border border-ink-600 bg-ink-900 p-1"
        />
        <code className="text-xs text-gray-300">{value}</code>
      </span>
    </label>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** Every input of back-office §2.8, with the bounds of §5. */
export function QrSettingsForm({ form, errors, onChange }: QrSettingsFormProps) {
  return (
    <div className="space-y-4">
      <TextField label="Nom du QR code" value={form.name} maxLength={QR_LIMITS.name} error={errors.name} onChange={(e) => onChange({ name: e.target.value })} />
      <TextField label="URL ou texte" value={form.url} error={errors.url} onChange={(e) => onChange({ url: e.target.value })} />
      <Pair>
        <ColorField label="Couleur des points" value={form.fgColor} onChange={(fgColor) => onChange({ fgColor })} />
        <ColorField label="Couleur de fond" value={form.bgColor} onChange={(bgColor) => onChange({ bgColor })} />
      </Pair>
      <Pair>
        <TextField
          label="Taille (px)"
          type="number"
          inputMode="numeric"
          min={QR_LIMITS.size.min}
          max={QR_LIMITS.size.max}
          step={10}
          value={form.size}
          error={errors.size}
          onChange={(e) => onChange({ size: e.target.value })}
        />
        <TextField
          label="Marge"
          type="number"
          inputMode="numeric"
          min={QR_LIMITS.margin.min}
          max={QR_LIMITS.margin.max}
          value={form.margin}
          error={errors.margin}
          onChange={(e) => onChange({ margin: e.target.value })}
        />
      </Pair>
      <label className="block text-sm font-medium text-gray-200">
        Niveau de correction d'erreur
        <select value={form.errorLevel} onChange={(e) => onChange({ errorLevel: e.target.value as QrErrorLevel })} className={selectClass}>
          {QR_ERROR_LEVELS.map((level) => (
            <option key={level} value={level}>
              {qrErrorLevelLabels[level]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-3 text-sm text-gray-200">
        <input type="checkbox" checked={form.includeLogo} onChange={(e) => onChange({ includeLogo: e.target.checked })} className="h-4 w-4 accent-brand-500" />
        Inclure le logo
      </label>
      {form.includeLogo && (
        <label className="block text-sm font-medium text-gray-200">
          Taille du logo&nbsp;: {formatWholePercent(form.logoSize / 100)}
          <input
            type="range"
            min={QR_LIMITS.logoSize.min}
            max={QR_LIMITS.logoSize.max}
            value={form.logoSize}
            onChange={(e) => onChange({ logoSize: Number(e.target.value) })}
            className="mt-2 block w-full accent-brand-500"
          />
        </label>
      )}
    </div>
  );
}
