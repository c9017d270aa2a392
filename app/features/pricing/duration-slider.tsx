import { durations, type MissionDuration } from '../../../domain/freelance-rates';
import { useEarlyValue } from '../../ui/early-input';

/** Three-position slider (a native range, keyboard and screen-reader ready) with clickable stops. */
export function DurationSlider({ value, onChange }: { value: MissionDuration; onChange(value: MissionDuration): void }) {
  const index = durations.findIndex((d) => d.id === value);
  const current = durations[index]!;
  const rangeRef = useEarlyValue<HTMLInputElement>(index, (entered) => onChange(durations[Number(entered)]?.id ?? value));
  return (
    <div className="mx-auto max-w-xl">
      <label htmlFor="mission-duration" className="block text-center font-semibold text-white">
        Durée de la mission&nbsp;: <span className="text-accent-300">{current.label} ({current.span})</span>
      </label>
      <input
        ref={rangeRef}
        id="mission-duration"
        type="range"
        min={0}
        max={durations.length - 1}
        step={1}
        value={index}
        aria-valuetext={`${current.label}, ${current.span}`}
        onChange={(event) => onChange(durations[Number(event.target.value)]!.id)}
        className="mt-4 w-full accent-brand-500"
      />
      <div className="mt-2 grid grid-cols-3 text-sm">
        {durations.map((d, i) => (
          <button
            key={d.id}
            type="button"
            aria-pressed={d.id === value}
            onClick={() => onChange(d.id)}
            className={`rounded-lg px-2 py-1 ${i === 0 ? 'text-left' : i === 2 ? 'text-right' : 'text-center'} ${d.id === value ? 'font-semibold text-white' : 'text-gray-400 hover:text-white'}`}
          >
            {d.label}
            <span className="block text-xs font-normal">{d.span}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
