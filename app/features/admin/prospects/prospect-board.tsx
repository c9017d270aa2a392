import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { PROSPECT_STATUSES } from '../../../../domain/prospects/prospect-fields';
import { useAdminSession, useCanWrite } from '../auth/use-can-write';
import { useAdminUsers, userChoiceLabel } from '../admin-users/users-api';
import { dealValueLabel, isClosedStatus, LOST_STATUS } from '../../../../domain/prospects/deal-value';
import type { LostReason } from '../../../../domain/prospects/lost-reasons';
import { LostReasonDialog } from './lost-reason-dialog';
import { LostReasonsSummary } from './lost-reasons-summary';
import { isOverdue } from './next-action';
import { idleDaysOf } from '../../../../domain/prospects/idle-deals';
import { IdleDelaysForm } from './idle-delays-form';
import { PipelineFigures } from './pipeline-figures';
import { PipelineTotals } from './pipeline-totals';
import { PipelineForecast } from './pipeline-forecast';
import { SalesGoalForm } from './sales-goal-form';
import { SalesGoals } from './sales-goals';
import { stageDurationLabel } from '../../../../domain/prospects/stage-durations';
import { winRateLabel } from '../../../../domain/prospects/win-rates';
import { isCloseOverdue } from '../../../../domain/prospects/close-dates';
import { useMoveProspect, useProspectBoard, type BoardView } from './pipeline-api';
import { ViewToggle } from '../ui/view-toggle';
import type { Prospect } from './prospects-api';
import { DoneButton } from './done-button';
import { errorMessage } from '../../../api/error-message';
import { leadPromise } from '../../../../domain/response-promises';
import { ResponseBadge } from '../ui/response-badge';
import { ReplyReceivedBadge } from '../ui/reply-received-badge';
import { frenchDay } from '../../../../domain/calendar-day';
import { actionTitle, actionWhen } from '../../../../domain/prospects/next-action';
import { LabelChips } from '../labels/label-chips';
import { countOf, pluralOf } from '../../../../domain/numbers';

interface CardProps {
  prospect: Prospect;
  /** The column's idle delay in days; null for a closed column. */
  idleAfterDays: number | null;
  /** The Paris day the server answered for, against which an expected close is past. */
  today: string;
  canMove: boolean;
  onOpen: (prospect: Prospect) => void;
  onMove: (prospect: Prospect, step: -1 | 1) => void;
  /** The next action marked as done from the card (docs/decisions/0483-done-on-board-cards.md), with the server's sentence. */
  onDone: (prospect: Prospect, message: string) => void;
}

const nameOf = (prospect: Prospect) => `${prospect.prenom} ${prospect.nom}`.trim() || prospect.client_code;

/** 'Sans changement depuis 21 jours' on an open deal nobody has touched for a while (Pipedrive's rotting deals). */
function IdleNote({ prospect, idleAfterDays }: { prospect: Prospect; idleAfterDays: number | null }) {
  const days = idleDaysOf(prospect, idleAfterDays);
  return days === null ? null : <p className="mt-1 text-xs font-semibold text-red-300">Sans changement depuis {days} jours</p>;
}

/** An open deal's expected close; past, in red (Pipedrive's overdue close date). */
function CloseDateNote({ prospect, today }: { prospect: Prospect; today: string }) {
  if (!prospect.expected_close_at || isClosedStatus(prospect.statut)) return null;
  return isCloseOverdue(prospect, today) ? (
    <p className="mt-1 text-xs font-semibold text-red-300">Clôture dépassée · prévue le {frenchDay(prospect.expected_close_at)}</p>
  ) : (
    <p className="mt-1 text-xs text-gray-300">Clôture prévue le {frenchDay(prospect.expected_close_at)}</p>
  );
}

function Card({ prospect, idleAfterDays, today, canMove, onOpen, onMove, onDone }: CardProps) {
  const name = nameOf(prospect);
  const title = actionTitle(prospect.next_action_type, prospect.next_action_label);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Enter') {
      // Without it, the Enter would go on to press the button that the opened record focuses first, and close it.
      event.preventDefault();
      onOpen(prospect);
    }
    if (!canMove || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    onMove(prospect, event.key === 'ArrowRight' ? 1 : -1);
  };
  return (
    <li
      tabIndex={0}
      data-prospect-id={prospect.id}
      draggable={canMove}
      aria-label={[name, prospect.entreprise, prospect.labels.length ? `étiquettes\u00a0: ${prospect.labels.join(', ')}` : ''].filter(Boolean).join(', ')}
      aria-describedby="board-help"
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(prospect.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(prospect)}
      className="cursor-pointer rounded-xl border border-ink-600 bg-ink-900 p-3 text-sm hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
    >
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-white">{name}</span>
        {prospect.estimated_value !== null && <span className="shrink-0 text-xs font-semibold text-emerald-200">{dealValueLabel(prospect.estimated_value)}</span>}
      </p>
      {prospect.entreprise && <p className="text-gray-300">{prospect.entreprise}</p>}
      <p className="truncate text-xs text-gray-400">{prospect.email}</p>
      <LabelChips labels={prospect.labels} />
      {prospect.next_action_at && (
        <p className={`mt-1 flex flex-wrap items-start gap-x-2 gap-y-1 text-xs ${isOverdue(prospect.next_action_at) ? 'font-semibold text-red-300' : 'text-amber-200'}`}>
          <span className="min-w-0 break-words">
            {isOverdue(prospect.next_action_at) ? 'À relancer · ' : ''}
            {actionWhen(prospect.next_action_at, prospect.next_action_time)}
            {title ? `\u00a0: ${title}` : ''}
          </span>
          <DoneButton
            prospectId={prospect.id}
            what={title || 'l’action prévue'}
            person={name}
            onDone={(message) => onDone(prospect, message)}
            className="ml-auto"
          />
        </p>
      )}
      {!prospect.next_action_at && !isClosedStatus(prospect.statut) && (
        <p className="mt-1 flex items-center gap-1 text-xs text-amber-300">
          <TriangleAlert aria-hidden size={12} className="shrink-0" />
          Aucune prochaine action
        </p>
      )}
      <IdleNote prospect={prospect} idleAfterDays={idleAfterDays} />
      <CloseDateNote prospect={prospect} today={today} />
      {prospect.owner && <p className="mt-1 text-xs text-gray-400">Responsable&nbsp;: {prospect.owner}</p>}
      {prospect.statut === LOST_STATUS && prospect.lost_reason && <p className="mt-1 text-xs text-gray-300">Motif&nbsp;: {prospect.lost_reason}</p>}
      {prospect.response_due_at && !prospect.first_answered_at && (
        <p className="mt-2">
          <ResponseBadge request={leadPromise(prospect)} wrap />
        </p>
      )}
      {prospect.unanswered_reply_at && (
        <p className="mt-2">
          <ReplyReceivedBadge at={prospect.unanswered_reply_at} wrap />
        </p>
      )}
    </li>
  );
}

/** One colleague's deals (Pipedrive's owner filter, docs/decisions/0402-board-colleague-view.md). */
function ColleagueSelect({ view, onChange }: { view: BoardView; onChange: (view: BoardView) => void }) {
  const id = useId();
  const users = useAdminUsers();
  const me = useAdminSession().data?.user.username;
  const colleagues = (users.data ?? []).filter((user) => user.username !== me);
  if (colleagues.length === 0) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-gray-300" htmlFor={id}>
      Affaires de
      <select
        id={id}
        className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm text-gray-100"
        value={view.startsWith('user:') ? view.slice(5) : ''}
        onChange={(event) => onChange(event.target.value ? `user:${event.target.value}` : 'all')}
      >
        <option value="">un collègue…</option>
        {colleagues.map((user) => (
          <option key={user.username} value={user.username}>
            {userChoiceLabel(user)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The pipeline: one column per statut; a card moves by drag and drop, or with the arrow keys once focused. */
export function ProspectBoard({ enabled, onOpen }: { enabled: boolean; onOpen: (prospect: Prospect) => void }) {
  const [view, setView] = useState<BoardView>('all');
  const board = useProspectBoard(enabled, view);
  const move = useMoveProspect(view);
  const canMove = useCanWrite();
  const [announce, setAnnounce] = useState('');
  const [over, setOver] = useState<string | null>(null);
  // A card on its way to 'Inactif' waits for its lost reason.
  const [losing, setLosing] = useState<Prospect | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // The card moved from the keyboard: focus follows it into each column it is drawn in (shown at once, then as the
  // server answers), so the next arrow press moves it again instead of landing on the page.
  const followed = useRef<number | null>(null);
  const refocus = (id: number | null) => {
    if (id === null || (document.activeElement && document.activeElement !== document.body)) return;
    root.current?.querySelector<HTMLElement>(`[data-prospect-id="${id}"]`)?.focus();
  };
  useLayoutEffect(() => refocus(followed.current));
  const columns = board.data?.columns ?? [];
  const counts = board.data?.ownerCounts;
  const open = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);

  const commit = (prospect: Prospect, statut: string, lostReason?: LostReason | null) => {
    move.mutate(
      { prospect, statut, lostReason },
      {
        onSuccess: (result) => setAnnounce(result.message),
        // Refused, the card went back to its column: the focus follows it there, then stops following.
        onSettled: () =>
          requestAnimationFrame(() => {
            refocus(prospect.id);
            if (followed.current === prospect.id) followed.current = null;
          }),
      },
    );
  };
  const moveTo = (prospect: Prospect, statut: string) => {
    if (prospect.statut === statut) return;
    if (statut === LOST_STATUS) setLosing(prospect);
    else commit(prospect, statut);
  };
  const step = (prospect: Prospect, delta: -1 | 1) => {
    const next = PROSPECT_STATUSES[PROSPECT_STATUSES.indexOf(prospect.statut as (typeof PROSPECT_STATUSES)[number]) + delta];
    if (!next) return;
    followed.current = prospect.id;
    moveTo(prospect, next);
  };
  // Done from a card: said aloud, and the focus stays on the card, whose 'Fait' leaves with its action.
  const done = (prospect: Prospect, message: string) => {
    setAnnounce(message);
    root.current?.querySelector<HTMLElement>(`[data-prospect-id="${prospect.id}"]`)?.focus();
  };
  const drop = (event: DragEvent<HTMLElement>, statut: string) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData('text/plain'));
    const card = columns.flatMap((column) => column.prospects).find((p) => p.id === id);
    if (card && canMove) moveTo(card, statut);
  };

  return (
    <div ref={root} className="flex min-h-0 flex-1 flex-col gap-3">
      <p id="board-help" className="text-sm text-gray-400">
        {canMove
          ? 'Glissez une carte vers une autre colonne, ou sélectionnez-la et utilisez les flèches gauche et droite pour changer son statut. Entrée ouvre la fiche.'
          : 'Lecture seule\u00a0: seul un administrateur peut déplacer les cartes. Entrée ouvre la fiche.'}
      </p>
      <p role="status" className="sr-only">
        {announce}
      </p>
      <div className="flex flex-wrap items-center gap-3 self-start">
        <ViewToggle
          label="Affaires affichées"
          value={view}
          onChange={setView}
          options={[
            { value: 'all', label: 'Toutes' },
            { value: 'mine', label: `Les miennes${open(counts?.mine)}` },
            { value: 'unassigned', label: `Sans responsable${open(counts?.unassigned)}` },
          ]}
        />
        <ColleagueSelect view={view} onChange={setView} />
      </div>
      {columns.length > 0 && (
        <PipelineFigures columns={columns}>
          <PipelineTotals columns={columns} salesCycle={board.data?.salesCycle} sourceWinRates={board.data?.sourceWinRates} />
          {board.data && <PipelineForecast forecast={board.data.forecast} />}
          {board.data && <SalesGoals board={board.data} mine={view === 'mine'} />}
          <LostReasonsSummary enabled={enabled} />
        </PipelineFigures>
      )}
      <SalesGoalForm />
      <IdleDelaysForm />
      {board.error && <p role="alert" className="text-sm text-red-300">{errorMessage(board.error)}</p>}
      {move.error && <p role="alert" className="text-sm text-red-300">{errorMessage(move.error)}</p>}
      <div className="grid flex-1 auto-cols-[minmax(14rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2">
        {columns.map((column, index) => (
          <section
            key={column.statut}
            // An id without the statut's spaces: 'board-RDV planifié' would name two ids that do not exist.
            aria-labelledby={`board-column-${index}`}
            onDragOver={(event) => {
              if (!canMove) return;
              event.preventDefault();
              setOver(column.statut);
            }}
            onDragLeave={() => setOver((current) => (current === column.statut ? null : current))}
            onDrop={(event) => drop(event, column.statut)}
            className={`flex min-h-40 flex-col rounded-xl border p-2 ${over === column.statut ? 'border-accent-400 bg-ink-800' : 'border-ink-700 bg-ink-950/60'}`}
          >
            <h3 id={`board-column-${index}`} className="mb-2 flex items-center justify-between px-1 text-sm font-semibold text-white">
              {column.statut}
              <span className="rounded-full bg-ink-700 px-2 text-xs text-gray-200">{column.total}</span>
            </h3>
            {/* Always one line, so the cards of every column start at the same height. */}
            {column.valued > 0 ? (
              <p className="-mt-1 mb-2 px-1 text-xs text-emerald-200" title={`${countOf(column.valued, 'prospect')} ${pluralOf(column.valued, 'valorisé')}`}>
                {dealValueLabel(column.value)}
              </p>
            ) : (
              <p className="-mt-1 mb-2 px-1 text-xs text-gray-400">Aucune valeur estimée</p>
            )}
            {/* One line in every column too: empty for a closed column (won or lost deals need no next action) or an empty one. */}
            <p className={`-mt-1 mb-2 px-1 text-xs ${column.withoutNextAction > 0 ? 'text-amber-300' : 'text-gray-400'}`}>
              {isClosedStatus(column.statut) || column.total === 0
                ? '\u00a0'
                : column.withoutNextAction > 0
                  ? `${column.withoutNextAction} sans prochaine action`
                  : 'Toutes ont une prochaine action'}
            </p>
            {/* One line in every column as well: a stage's win rate, none for a closed column. */}
            <p className={`-mt-1 mb-2 px-1 text-xs ${column.winRate && column.winRate.rate !== null ? 'text-sky-200' : 'text-gray-400'}`}>
              {column.winRate ? winRateLabel(column.winRate) : '\u00a0'}
            </p>
            {/* And how long its deals stay in it before they leave it, none for a closed column. */}
            <p className={`-mt-1 mb-2 px-1 text-xs ${column.stageDuration && column.stageDuration.medianDays !== null ? 'text-sky-200' : 'text-gray-400'}`}>
              {column.stageDuration ? stageDurationLabel(column.stageDuration) : '\u00a0'}
            </p>
            <ul className="space-y-2" aria-label={`Prospects au statut ${column.statut}`}>
              {column.prospects.map((prospect) => (
                <Card key={prospect.id} prospect={prospect} idleAfterDays={column.idleAfterDays} today={board.data?.forecast.today ?? ''} canMove={canMove} onOpen={onOpen} onMove={step} onDone={done} />
              ))}
            </ul>
            {column.total > column.prospects.length && (
              <p className="mt-2 px-1 text-xs text-gray-400">+ {column.total - column.prospects.length} autres dans le tableau</p>
            )}
          </section>
        ))}
      </div>
      {losing && (
        <LostReasonDialog
          name={nameOf(losing)}
          onCancel={() => setLosing(null)}
          onChoose={(reason) => {
            setLosing(null);
            commit(losing, LOST_STATUS, reason);
          }}
        />
      )}
    </div>
  );
}
