import { statusLabels, type RequestStatus } from '../../../../domain/inbox';
import { snoozeDateText } from '../../../../domain/inbox-snooze';

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

/** A pending request set aside until a moment still to come (docs/decisions/0398-inbox-snooze.md). */
export function isSnoozed(request: { snoozedUntil: string | null; status: RequestStatus }, now = Date.now()): boolean {
  return request.status === 'pending' && request.snoozedUntil !== null && Date.parse(request.snoozedUntil) > now;
}

/** The request's status, and until when it is set aside if it is (in Paris time, as the record and the server say it). */
export function RequestStatusCell({ request }: { request: { snoozedUntil: string | null; status: RequestStatus } }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status={request.status} />
      {isSnoozed(request) && (
        <span className="inline-flex rounded-full bg-sky-500/15 px-2 py-0.5 text-xs font-semibold text-sky-200">
          Reportée jusqu’au {snoozeDateText(request.snoozedUntil as string)}
        </span>
      )}
    </span>
  );
}
