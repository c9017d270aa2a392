import AlarmClock from 'lucide-react/icons/alarm-clock';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import PhoneCall from 'lucide-react/icons/phone-call';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useCanWrite } from '../auth/use-can-write';
import { useCompleteNextAction } from '../prospects/prospects-api';
import { writeControl } from '../ui/read-only-note';
import type { MyDayItem } from '../../../../domain/api/my-day-answers';
import { prospectHash, requestHash } from '../../../../domain/admin-links';
import { frenchTime } from '../../../../domain/prospects/next-action';
import { MY_DAY_REFRESH_MS, useDashboard } from './dashboard-api';

const longDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const linkClass = 'rounded text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400';

const kindLooks = {
  action: { Icon: CalendarCheck, tone: 'text-emerald-300' },
  callback: { Icon: PhoneCall, tone: 'text-amber-300' },
  returning: { Icon: AlarmClock, tone: 'text-accent-300' },
} as const;

/** 'Fait' beside an action of the day (Pipedrive's done checkbox, docs/decisions/0475-next-action-done.md). */
function DoneButton({ item, onDone }: { item: MyDayItem; onDone: (message: string) => void }) {
  const complete = useCompleteNextAction(item.id);
  const canWrite = useCanWrite();
  return (
    <>
      <button
        type="button"
        {...writeControl(canWrite, complete.isPending)}
        onClick={() => complete.mutate(undefined, { onSuccess: (answer) => onDone(answer.message) })}
        aria-label={`Marquer comme faite : ${item.what}, ${item.person}`}
        className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-emerald-500/50 px-2 py-1 text-xs font-semibold text-emerald-200 hover:bg-emerald-500/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <CircleCheck aria-hidden size={14} /> Fait
      </button>
      {complete.error && (
        <p role="alert" className="basis-full text-red-200">
          {errorMessage(complete.error)}
        </p>
      )}
    </>
  );
}

function ItemRow({ item, onDone }: { item: MyDayItem; onDone: (message: string) => void }) {
  const { Icon, tone } = kindLooks[item.kind];
  const hash = item.kind === 'action' ? prospectHash(item.id) : requestHash(item.id);
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg bg-ink-800/60 p-3 text-sm sm:flex-nowrap">
      <span className="w-16 shrink-0 whitespace-nowrap font-semibold text-white">{item.time ? frenchTime(item.time) : 'Journée'}</span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start gap-2 text-gray-100">
          <Icon aria-hidden size={16} className={`mt-0.5 shrink-0 ${tone}`} />
          <span className="min-w-0 break-words">{item.what}</span>
        </span>
        <span className="block break-words text-gray-400">
          {item.person}
          {item.phone ? ` · ${item.phone}` : ''}
        </span>
      </span>
      <span className="flex w-full shrink-0 items-center justify-end gap-3 sm:w-auto">
        {item.kind === 'action' && <DoneButton item={item} onDone={onDone} />}
        <a href={`#${hash}`} className={linkClass} aria-label={`Ouvrir : ${item.what}, ${item.person}`}>
          Ouvrir
        </a>
      </span>
    </li>
  );
}

/**
 * 'Votre journée' (Pipedrive's activities of today, docs/decisions/0479-my-day.md): the reader's deals' actions of
 * the day and the callbacks assigned to them at their visitor's slot, by hour, each opening its record.
 */
export function MyDayPanel() {
  const id = useId();
  // Read again each minute, and at once after a change to a deal (the dashboard's cache key).
  const dashboard = useDashboard({ refreshEvery: MY_DAY_REFRESH_MS });
  const heading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState('');
  // The line leaves the list once done: the focus goes back to the day rather than to the page's top.
  const onDone = (message: string) => {
    setDone(message);
    heading.current?.focus();
  };
  const data = dashboard.data?.myDay;
  const beyond = data ? data.actions + data.callbacks + data.returning - data.items.length : 0;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} ref={heading} tabIndex={-1} className="rounded font-semibold text-gray-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400">
          Votre journée{data ? ` · ${longDay.format(new Date(`${data.day}T12:00:00Z`))}` : ''}
        </h3>
        {data && data.overdue > 0 && (
          <a href="#pipeline" className={`font-semibold ${linkClass}`}>
            {data.overdue > 1 ? `${data.overdue} actions en retard` : '1 action en retard'} : voir le pipeline
          </a>
        )}
      </div>
      {dashboard.isError && (
        <p role="alert" className="mt-2 text-red-300">
          Erreur lors du chargement de votre journée
        </p>
      )}
      {data && data.items.length === 0 && <p className="mt-2 text-gray-400">Rien de prévu pour vous aujourd’hui : ni action, ni rappel demandé, ni demande de retour.</p>}
      {data && data.items.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Ce que vous avez à faire aujourd’hui">
          {data.items.map((item) => (
            <ItemRow key={`${item.kind}-${item.id}`} item={item} onDone={onDone} />
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 text-emerald-200 empty:hidden">
        {done}
      </p>
      {beyond > 0 && <p className="mt-2 text-gray-400">… et {beyond > 1 ? `${beyond} autres` : '1 autre'}, à voir dans le pipeline et les demandes.</p>}
    </section>
  );
}
