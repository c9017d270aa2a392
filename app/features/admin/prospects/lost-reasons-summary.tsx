import { dealValueLabel } from '../../../../domain/prospects/deal-value';
import { LOST_REASON_DAYS, lostReasonMessages } from '../../../../domain/prospects/lost-reasons';
import { useLostReasons } from './pipeline-api';

/** One line under the pipeline's value: the deals lost over the last 90 days and why (Pipedrive's lost reasons). */
export function LostReasonsSummary({ enabled }: { enabled: boolean }) {
  const lost = useLostReasons(enabled);
  if (!lost.data) return null;
  const { total, value, reasons } = lost.data;
  return (
    <p className="text-sm text-gray-400">
      <span>Perdus sur {LOST_REASON_DAYS} jours&nbsp;: </span>
      <span className="font-semibold text-white">{total}</span>
      {value > 0 && <span> ({dealValueLabel(value)})</span>}
      {reasons.length > 0 && (
        <span>
          {' · '}
          {reasons.map((row) => `${row.reason ?? lostReasonMessages.none} ${row.count}`).join(', ')}
        </span>
      )}
    </p>
  );
}
