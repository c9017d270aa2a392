import { settingLabels } from '../../../../domain/settings/settings-schema';
import { Disclosure } from '../ui/disclosure';
import { formatDateTime } from '../ui/format';
import type { SettingsOverview } from './settings-api';

const shown = (value: string | null) => (value === '1' ? 'activé' : value === '0' ? 'désactivé' : value === '' || value === null ? '(vide)' : value);

/** Who changed what and when: the last change, then the last ten. */
export function SettingsHistory({ overview }: { overview: SettingsOverview }) {
  return (
    <Disclosure
      className="mt-5 rounded-xl border border-ink-700 p-4 text-sm"
      summary={
        overview.updatedBy
          ? `Dernière modification le ${formatDateTime(overview.updatedAt)} par ${overview.updatedBy}`
          : 'Aucune modification enregistrée\u00a0: valeurs par défaut'
      }
    >
      {overview.history.length > 0 && (
        <ul className="mt-3 space-y-1.5 text-sm text-gray-300">
          {overview.history.map((change, index) => (
            <li key={`${change.changedAt}-${index}`} className="break-words">
              <span className="text-gray-400">{formatDateTime(change.changedAt)}</span> · {change.changedBy} : {settingLabels[change.setting]}{' '}
              {shown(change.oldValue)} → <strong className="text-white">{shown(change.newValue)}</strong>
            </li>
          ))}
        </ul>
      )}
    </Disclosure>
  );
}
