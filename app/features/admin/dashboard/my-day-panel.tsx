import AlarmClock from 'lucide-react/icons/alarm-clock';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Flag from 'lucide-react/icons/flag';
import ListChecks from 'lucide-react/icons/list-checks';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import PhoneCall from 'lucide-react/icons/phone-call';
import Users from 'lucide-react/icons/users';
import Utensils from 'lucide-react/icons/utensils';
import UserPlus from 'lucide-react/icons/user-plus';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../api/error-message';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { useAdminSession, useCanWrite } from '../auth/use-can-write';
import { DoneButton } from '../prospects/done-button';
import { useProspectBulk } from '../prospects/prospects-api';
import { useAssign } from '../requests/conversation-api';
import { writeControl } from '../ui/read-only-note';
import type { MyDayItem } from '../../../../domain/api/my-day-answers';
import { prospectHash, requestHash } from '../../../../domain/admin-links';
import { frenchTime, type NextActionType } from '../../../../domain/prospects/next-action';
import { MY_DAY_REFRESH_MS, useDashboard } from './dashboard-api';
import { shortDay } from '../ui/format';
import { calendarDayFormat } from '../../../../domain/french-dates';

const longDay = calendarDayFormat({ weekday: 'long', day: 'numeric', month: 'long' });
const linkClass = 'rounded text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400';

const kindLooks = {
  action: { Icon: CalendarCheck, tone: 'text-emerald-300' },
  callback: { Icon: PhoneCall, tone: 'text-amber-300' },
  returning: { Icon: AlarmClock, tone: 'text-accent-300' },
} as const;

/** An action's icon by its kind (docs/decisions/0488-next-action-types.md); the calendar's for an action of none. */
const actionLooks: Record<NextActionType, { Icon: typeof CalendarCheck; tone: string }> = {
  appel: { Icon: Phone, tone: kindLooks.action.tone },
  reunion: { Icon: Users, tone: kindLooks.action.tone },
  email: { Icon: Mail, tone: kindLooks.action.tone },
  tache: { Icon: ListChecks, tone: kindLooks.action.tone },
  echeance: { Icon: Flag, tone: kindLooks.action.tone },
  dejeuner: { Icon: Utensils, tone: kindLooks.action.tone },
};

const takeClass =
  'inline-flex shrink-0 items-center gap-1 rounded-lg border border-brand-500/50 px-2 py-1 text-xs font-semibold text-brand-200 hover:bg-brand-500/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 'Je m’en charge' beside what nobody has (Chatwoot's 'Assign to me', docs/decisions/0481-unassigned-today.md): a
 * deal given to the reader through the prospects' bulk route, a request through its assignee route; the day reloads.
 */
function TakeButton({ item, username, onTaken }: { item: MyDayItem; username: string; onTaken: (message: string) => void }) {
  const client = useQueryClient();
  const assign = useAssign(item.id);
  const bulk = useProspectBulk();
  const canWrite = useCanWrite();
  const pending = assign.isPending || bulk.isPending;
  const error = assign.error ?? bulk.error;
  const taken = () => {
    onTaken(`${item.what} · ${item.person}\u00a0: ajouté à votre journée`);
    void reloadAfterWrite(client, { others: [adminKeys.dashboard] });
  };
  const take = () =>
    item.kind === 'action' ? bulk.mutate({ ids: [item.id], action: 'owner', owner: username }, { onSuccess: taken }) : assign.mutate({ username }, { onSuccess: taken });
  return (
    <>
      <button type="button" {...writeControl(canWrite && username !== '', pending)} onClick={take} aria-label={`Je m’en charge\u00a0: ${item.what}, ${item.person}`} className={takeClass}>
        <UserPlus aria-hidden size={14} /> Je m’en charge
      </button>
      {error && (
        <span role="alert" className="basis-full text-red-200">
          {errorMessage(error)}
        </span>
      )}
    </>
  );
}

/** An item's hour; a missed slot's day before it, in red (docs/decisions/0486-missed-callback-slots.md). */
function When({ item, today }: { item: MyDayItem; today: string }) {
  const hour = item.time ? frenchTime(item.time) : 'Journée';
  if (item.day >= today) return <span className="w-16 shrink-0 whitespace-nowrap font-semibold text-white">{hour}</span>;
  return (
    <span className="w-16 shrink-0 whitespace-nowrap font-semibold text-red-300">
      {shortDay(item.day)}
      <span className="block">{hour}</span>
    </span>
  );
}

function ItemRow({ item, today, children }: { item: MyDayItem; today: string; children?: ReactNode }) {
  const { Icon, tone } = (item.kind === 'action' && item.actionType ? actionLooks[item.actionType as NextActionType] : undefined) ?? kindLooks[item.kind];
  const hash = item.kind === 'action' ? prospectHash(item.id) : requestHash(item.id);
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg bg-ink-800/60 p-3 text-sm sm:flex-nowrap">
      <When item={item} today={today} />
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
        {children}
        <a href={`#${hash}`} className={linkClass} aria-label={`Ouvrir\u00a0: ${item.what}, ${item.person}`}>
          Ouvrir
        </a>
      </span>
    </li>
  );
}

/** What nobody has today, after the reader's own: anyone may take it (docs/decisions/0481-unassigned-today.md). */
function UnassignedToday({ items, total, today, onTaken }: { items: MyDayItem[]; total: number; today: string; onTaken: (message: string) => void }) {
  const id = useId();
  const username = useAdminSession().data?.user.username ?? '';
  if (total === 0) return null;
  return (
    <div className="mt-4 border-t border-ink-700 pt-3">
      <h4 id={id} className="font-semibold text-gray-200">
        À prendre aujourd’hui ({total})
      </h4>
      <p className="mt-1 text-gray-400">Sans responsable&nbsp;: qui s’en charge les retrouve dans sa journée.</p>
      <ul className="mt-2 space-y-2" aria-labelledby={id}>
        {items.map((item) => (
          <ItemRow key={`${item.kind}-${item.id}`} item={item} today={today}>
            <TakeButton item={item} username={username} onTaken={onTaken} />
          </ItemRow>
        ))}
      </ul>
      {total > items.length && <p className="mt-2 text-gray-400">… et {total - items.length > 1 ? `${total - items.length} autres` : '1 autre'}, à voir dans le pipeline et les demandes non assignées.</p>}
    </div>
  );
}

/**
 * 'Votre journée' (Pipedrive's activities of today, docs/decisions/0479-my-day.md): the reader's deals' actions of
 * the day and the callbacks assigned to them at their visitor's slot, by hour, each opening its record; then what
 * nobody has today (0481).
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
  const beyond = data ? data.actions + data.callbacks + data.returning + data.missed - data.items.length : 0;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} ref={heading} tabIndex={-1} className="rounded font-semibold text-gray-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400">
          Votre journée{data ? ` · ${longDay(data.day)}` : ''}
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
      {data && data.items.length === 0 && <p className="mt-2 text-gray-400">Rien de prévu pour vous aujourd’hui&nbsp;: ni action, ni rappel demandé, ni demande de retour.</p>}
      {data && data.items.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Ce que vous avez à faire aujourd’hui">
          {data.items.map((item) => (
            <ItemRow key={`${item.kind}-${item.id}`} item={item} today={data.day}>
              {item.kind === 'action' && <DoneButton prospectId={item.id} what={item.what} person={item.person} onDone={onDone} />}
            </ItemRow>
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 text-emerald-200 empty:hidden">
        {done}
      </p>
      {beyond > 0 && <p className="mt-2 text-gray-400">… et {beyond > 1 ? `${beyond} autres` : '1 autre'}, à voir dans le pipeline et les demandes.</p>}
      {data && <UnassignedToday items={data.unassigned} total={data.unassignedTotal} today={data.day} onTaken={onDone} />}
    </section>
  );
}
