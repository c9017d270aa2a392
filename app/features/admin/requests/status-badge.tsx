import { statusLabels, type RequestStatus } from '../../../../domain/inbox';

const tones: Record<RequestStatus, string> = {
  pending: 'border-amber-400/50 bg-amber-400/10 text-amber-200',
  completed: 'border-emerald-400/50 bg-emerald-400/10 text-emerald-200',
  cancelled: 'border-gray-500/50 bg-gray-500/10 text-gray-300',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {statusLabels[status]}
    </span>
  );
}

/** A preferred time already gone while the request still waits (back-office §2.7). */
export function isSlotPast(preferredTime: string | null, status: RequestStatus, now = Date.now()): boolean {
  if (!preferredTime || status !== 'pending') return false;
  const time = new Date(preferredTime).getTime();
  return Number.isFinite(time) && time < now;
}

export function SlotPastTag() {
  return (
    <span className="ml-2 inline-flex whitespace-nowrap rounded-full bg-red-500/15 px-2 py-0.5 text-xs font-semibold text-red-300">
      Créneau dépassé
    </span>
  );
}
