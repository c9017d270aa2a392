/** Yellow above 70 %, red above 90 %, never wider than the track (back-office §2.3). */
function barTone(percentage: number): string {
  if (percentage > 90) return 'bg-red-500';
  if (percentage > 70) return 'bg-yellow-400';
  return 'bg-emerald-500';
}

export function UsageBar({ percentage, label }: { percentage: number; label: string }) {
  const width = Math.max(0, Math.min(100, percentage));
  return (
    <div
      className="mt-2 h-2 overflow-hidden rounded-full bg-ink-700"
      role="meter"
      aria-label={label}
      aria-valuenow={Math.round(percentage)}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={`h-full rounded-full ${barTone(percentage)}`} style={{ width: `${width}%` }} />
    </div>
  );
}
