import { formatWorkingDuration } from '../../../../domain/response-promises';
import { errorMessage } from '../../../api/error-message';
import { useResponseTimes } from './inbox-api';

const tile = 'rounded-xl border border-ink-700 bg-ink-950/60 p-4';

/**
 * The answers the site promises (a message within 2 working hours, a callback the next working day or at its
 * slot), as kept over the last 30 days, and the requests waiting now (docs/decisions/0374-response-promises.md).
 */
export function ResponseTimesPanel() {
  const times = useResponseTimes();
  const data = times.data;
  if (times.error) return <p role="alert" className="mt-6 text-sm text-red-300">{errorMessage(times.error)}</p>;
  const share = data && data.answered > 0 ? Math.round((data.onTime / data.answered) * 100) : null;
  return (
    <div className="mt-6 space-y-3">
      <h3 className="text-lg font-semibold text-white">Réponses promises (30 derniers jours)</h3>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <div className={tile}>
          <dt className="text-sm text-gray-400">Dans les délais</dt>
          <dd className="mt-1 text-2xl font-bold sm:text-3xl text-white">{share === null ? '-' : `${share} %`}</dd>
          <dd className="text-xs text-gray-400">{data ? `${data.onTime} sur ${data.answered} réponse${data.answered > 1 ? 's' : ''}` : 'Chargement…'}</dd>
        </div>
        <div className={tile}>
          <dt className="text-sm text-gray-400">Délai médian</dt>
          <dd className="mt-1 text-2xl font-bold sm:text-3xl text-white">{data?.medianMinutes == null ? '-' : formatWorkingDuration(data.medianMinutes)}</dd>
          <dd className="text-xs text-gray-400">1re réponse, en heures ouvrées (lun.–ven., 9 h–18 h)</dd>
        </div>
        <div className={tile}>
          <dt className="text-sm text-gray-400">En attente de réponse</dt>
          <dd className="mt-1 text-2xl font-bold sm:text-3xl text-white">{data?.waiting ?? '-'}</dd>
          <dd className="text-xs text-gray-400">{data ? `${data.received} demande${data.received > 1 ? 's' : ''} reçue${data.received > 1 ? 's' : ''} en 30 jours` : ''}</dd>
        </div>
        <div className={`${tile} ${data && data.late > 0 ? 'border-red-400/60' : ''}`}>
          <dt className="text-sm text-gray-400">En retard</dt>
          <dd className={`mt-1 text-2xl font-bold sm:text-3xl ${data && data.late > 0 ? 'text-red-300' : 'text-white'}`}>{data?.late ?? '-'}</dd>
          <dd className="text-xs text-gray-400">sans réponse après l’échéance promise</dd>
        </div>
      </dl>
    </div>
  );
}
