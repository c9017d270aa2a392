import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import { useId, useState } from 'react';
import { calendarFeedMessages, webcalAddress } from '../../../../domain/calendar-feed';
import { REMINDER_LEAD_MINUTES } from '../../../../domain/notifications/action-reminder';
import { errorMessage } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Notice, primaryButton, secondaryButton } from '../settings/settings-controls';
import { formatDateTime } from '../ui/format';
import { useCalendarFeed, useNewCalendarFeed, useRemoveCalendarFeed } from './calendar-feed-api';
import { COPY_FAILED, useCopy } from '../ui/use-copy';
import { Subsection } from '../ui/section';

type Asked = 'replace' | 'remove' | null;

const questions = {
  replace: 'Remplacer votre adresse d’agenda\u00a0? L’ancienne cessera de fonctionner\u00a0: l’agenda qui la lit n’affichera plus vos actions tant que vous ne lui aurez pas donné la nouvelle.',
  remove: 'Supprimer votre adresse d’agenda\u00a0? L’agenda qui la lit n’affichera plus vos actions.',
} as const;

/** The new address, shown this once: copied, or opened in the calendar application that registers webcal:. */
function NewAddress({ url, onHide }: { url: string; onHide: () => void }) {
  const { copied, failed, copy } = useCopy();
  return (
    <div className="space-y-3">
      <output aria-label="Adresse de votre agenda" className="block break-all rounded-xl border border-ink-600 bg-ink-950 p-3 font-mono text-sm text-white">
        {url}
      </output>
      <p className="text-sm text-gray-400">
        Google Agenda&nbsp;: « Autres agendas », « + », « À partir de l’URL », puis collez l’adresse. Apple Calendrier et Outlook l’ouvrent d’un clic. L’agenda la
        relit de lui-même, le plus souvent toutes les quelques heures.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => void copy(url)}>
          <Copy aria-hidden size={16} /> {copied ? 'Adresse copiée' : 'Copier l’adresse'}
        </button>
        <a className={secondaryButton} href={webcalAddress(url)}>
          <ExternalLink aria-hidden size={16} /> Ouvrir dans l’application d’agenda
        </a>
        <button type="button" className={primaryButton} onClick={onHide}>
          J’ai copié l’adresse
        </button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-amber-300">
          {COPY_FAILED}
        </p>
      )}
    </div>
  );
}

/**
 * 'Vos actions dans votre agenda' (docs/decisions/0474-calendar-feed.md): a private address the user's calendar
 * application subscribes to, carrying the next actions of the deals they own; made, replaced or removed by them.
 */
export function CalendarFeedPanel() {
  const id = useId();
  const feed = useCalendarFeed();
  const create = useNewCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const [asked, setAsked] = useState<Asked>(null);
  const current = feed.data?.feed;
  const shown = create.data;
  const busy = !feed.data || create.isPending || remove.isPending;
  const failure = feed.isError ? calendarFeedMessages.loadError : create.error ? errorMessage(create.error) : remove.error ? errorMessage(remove.error) : null;

  const confirm = () => {
    create.reset();
    remove.reset();
    if (asked === 'replace') create.mutate();
    if (asked === 'remove') remove.mutate();
    setAsked(null);
  };

  return (
    <Subsection id={id} title="Vos actions dans votre agenda">
      <div className="space-y-4 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
        <p className="text-sm text-gray-300">
          Une adresse privée que votre application d’agenda (Google Agenda, Apple Calendrier, Outlook) consulte d’elle-même&nbsp;: la prochaine action de chaque
          affaire ouverte qui vous est confiée y apparaît à son jour et à son heure, et chaque demande de rappel qui vous est attribuée au créneau choisi
          par le visiteur, avec une alerte {REMINDER_LEAD_MINUTES} minutes avant celles prévues à une heure&nbsp;; elles se déplacent quand vous les changez. Gardez-la pour vous&nbsp;: elle suffit à lire ces actions.
        </p>
        {shown ? (
          <>
            <Notice tone="success">{shown.message}</Notice>
            <NewAddress url={shown.url} onHide={() => create.reset()} />
          </>
        ) : (
          <>
            {remove.isSuccess && <Notice tone="success">{remove.data.message}</Notice>}
            {current ? (
              <p className="text-sm text-gray-300">
                Adresse créée le {formatDateTime(current.createdAt)}.{' '}
                {current.lastReadAt ? `Dernière lecture par votre agenda\u00a0: ${formatDateTime(current.lastReadAt)}.` : 'Aucun agenda ne l’a encore lue.'}
              </p>
            ) : (
              feed.data && <p className="text-sm text-gray-300">Vous n’avez pas encore d’adresse d’agenda.</p>
            )}
            <div className="flex flex-wrap gap-3">
              {current ? (
                <>
                  <button type="button" className={secondaryButton} disabled={busy} onClick={() => setAsked('replace')}>
                    Remplacer l’adresse
                  </button>
                  <button type="button" className={secondaryButton} disabled={busy} onClick={() => setAsked('remove')}>
                    Supprimer l’adresse
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className={primaryButton}
                  disabled={busy}
                  onClick={() => {
                    remove.reset();
                    create.mutate();
                  }}
                >
                  <CalendarPlus aria-hidden size={16} /> {create.isPending ? 'Création...' : 'Créer l’adresse de mon agenda'}
                </button>
              )}
            </div>
          </>
        )}
        {failure && <Notice tone="error">{failure}</Notice>}
      </div>
      <ConfirmDialog
        open={asked !== null}
        question={asked ? questions[asked] : ''}
        confirmLabel={asked === 'replace' ? 'Remplacer' : 'Supprimer'}
        onCancel={() => setAsked(null)}
        onConfirm={confirm}
      />
    </Subsection>
  );
}
