import type { ProspectBoard } from '../../../../domain/api/prospect-answers';
import { forecastMonthLabel } from '../../../../domain/prospects/close-dates';
import { dealValueLabel } from '../../../../domain/prospects/deal-value';
import { countOf } from '../../../../domain/numbers';

type Forecast = ProspectBoard['forecast'];
type Sum = Forecast['overdue'];

const deals = (count: number) => countOf(count, 'affaire');
/** '12 000 € · 3 affaires', or the count alone when none of them carries a value. */
const sumLabel = ({ count, value, valued }: Sum) => (valued > 0 ? `${dealValueLabel(value)} · ${deals(count)}` : deals(count));

/**
 * What was won this month (docs/decisions/0411-won-dates.md), then the open deals by expected close (Pipedrive's
 * forecast, docs/decisions/0410-expected-close-dates.md): this month and the two after, and those whose day has
 * passed, which need a new date or a decision.
 */
export function PipelineForecast({ forecast }: { forecast: Forecast }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Clôtures prévues">
      <div className="flex gap-2">
        <dt className="text-gray-400">Gagné ce mois-ci</dt>
        <dd className={forecast.won.count > 0 ? 'font-semibold text-emerald-200' : 'text-gray-400'}>{forecast.won.count > 0 ? sumLabel(forecast.won) : 'aucune affaire'}</dd>
      </div>
      {forecast.months.map((month) => (
        <div key={month.month} className="flex gap-2">
          <dt className="text-gray-400">Clôture {forecastMonthLabel(month.month, forecast.today)}</dt>
          <dd className={month.count > 0 ? 'font-semibold text-white' : 'text-gray-400'}>{month.count > 0 ? sumLabel(month) : 'aucune affaire'}</dd>
        </div>
      ))}
      <div className="flex gap-2">
        <dt className="text-gray-400">Date de clôture dépassée</dt>
        <dd className={forecast.overdue.count > 0 ? 'font-semibold text-red-300' : 'text-gray-400'}>{forecast.overdue.count > 0 ? sumLabel(forecast.overdue) : 'aucune affaire'}</dd>
      </div>
    </dl>
  );
}
