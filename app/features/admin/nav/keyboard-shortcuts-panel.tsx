import { SHORTCUT_KEYS } from '../../../ui/keyboard-shortcuts';
import { SettingSwitch } from '../settings/settings-controls';
import { useSingleKeyShortcuts } from './single-key-shortcuts';
import { Subsection } from '../ui/section';

interface Shortcut {
  /** The keys, each pressed for its own action ('J' the next, 'K' the previous). */
  keys: string[];
  /** The same keys on a Mac. */
  onMac?: string;
  does: string;
  /** A key that acts alone, without Ctrl or Cmd: the switch below turns it off. */
  singleKey?: boolean;
}

const { search, searchWithModifier, nextRecord, previousRecord } = SHORTCUT_KEYS;

// The keys come from the table the handlers read; the arrows and Échap are the search list's and the dialog's own.
const SHORTCUTS: Shortcut[] = [
  { keys: [search], does: 'Rechercher une personne, hors d’un champ de saisie', singleKey: true },
  { keys: [`Ctrl+${searchWithModifier}`], onMac: `⌘+${searchWithModifier}`, does: 'Rechercher une personne, depuis n’importe où' },
  { keys: [nextRecord, previousRecord], does: 'Demande suivante, précédente, dans la fiche d’une demande ouverte depuis une liste', singleKey: true },
  { keys: ['↓', '↑'], does: 'Parcourir les résultats de la recherche' },
  { keys: ['Échap'], does: 'Fermer une fenêtre ou les résultats de la recherche' },
];

const keyClass = 'rounded border border-ink-600 bg-ink-950 px-1.5 py-0.5 font-mono text-xs text-gray-100';

/** The back-office's keys, and the switch that turns off those acting alone (WCAG 2.1.4, decision 0533). */
export function KeyboardShortcutsPanel() {
  const enabled = useSingleKeyShortcuts((state) => state.enabled);
  const setEnabled = useSingleKeyShortcuts((state) => state.setEnabled);
  return (
    <Subsection id="keyboard-shortcuts" title="Raccourcis clavier">
      <dl className="divide-y divide-ink-700 rounded-xl border border-ink-700 bg-ink-900/60 text-sm">
        {SHORTCUTS.map(({ keys, onMac, does, singleKey }) => (
          <div key={does} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
            <dt className={singleKey && !enabled ? 'text-gray-400' : 'text-gray-300'}>{does}</dt>
            <dd className="flex items-center gap-1.5">
              {keys.map((key) => (
                <kbd key={key} className={keyClass}>
                  {key}
                </kbd>
              ))}
              {onMac && (
                <>
                  <span className="text-gray-400">ou</span>
                  <kbd className={keyClass}>{onMac}</kbd>
                </>
              )}
              {singleKey && !enabled && <span className="text-xs text-gray-400">(désactivé)</span>}
            </dd>
          </div>
        ))}
      </dl>
      <SettingSwitch
        label="Raccourcis d’une seule touche"
        description={`«\u00a0${search}\u00a0», ${nextRecord} et ${previousRecord} agissent sans Ctrl ni ⌘, hors des champs de saisie. Désactivez-les si vous dictez vos commandes ou les déclenchez par mégarde\u00a0; Ctrl+${searchWithModifier} (⌘+${searchWithModifier} sur Mac) reste disponible. Un choix propre à ce navigateur.`}
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
    </Subsection>
  );
}
