import Bot from 'lucide-react/icons/bot';
import Gauge from 'lucide-react/icons/gauge';
import Briefcase from 'lucide-react/icons/briefcase';
import Mail from 'lucide-react/icons/mail';
import PhoneCall from 'lucide-react/icons/phone-call';
import Sparkles from 'lucide-react/icons/sparkles';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { goToSection } from '../nav/admin-tabs';
import { ResourceTiles } from '../system/resource-tiles';
import { useSystemStats } from '../system/system-api';
import { relativeDay } from '../ui/format';
import { Section } from '../ui/section';
import type { Activity } from '../../../../domain/api/admin-answers';
import { useDashboard } from './dashboard-api';
import { TrafficFunnel } from './traffic-funnel';
import { backgroundLabels, type BackgroundType } from '../../../../domain/backgrounds';
import { LeadTrendsPanel } from './lead-trends-panel';
import { MyDayPanel } from './my-day-panel';
import { ResponseTimesPanel } from '../requests/response-times-panel';
import { GoalCard, goalTitle } from '../prospects/sales-goals';
import { prospectHash, requestHash } from '../../../../domain/admin-links';

interface DashboardSectionProps {
  onOpenCallbacks: () => void;
  /** The public site's ambiance; null while the settings load. */
  siteBackground: BackgroundType | null;
  /** Opens the background preview and selector (back-office §2.17), loaded apart from the panel. */
  onOpenBackgroundSelector?: () => void;
}

function StatCard({
  icon,
  label,
  value,
  onClick,
  action,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  onClick?: () => void;
  action?: string;
}) {
  const body = (
    <>
      <span className="flex items-center gap-2 text-sm text-gray-400">
        {icon} {label}
      </span>
      <span className="mt-2 block text-3xl font-bold text-white">{value}</span>
      {action && <span className="mt-1 block text-xs text-accent-300">{action}</span>}
    </>
  );
  // A column from the top: a button centres its content, and a card beside a taller one would float mid-height.
  const frame = 'flex h-full w-full flex-col rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-left sm:p-4';
  return onClick ? (
    <button type="button" onClick={onClick} className={`${frame} transition hover:border-brand-400`}>
      {body}
    </button>
  ) : (
    <div className={frame}>{body}</div>
  );
}

const activityLabels: Record<Activity['kind'], [string, ReactNode]> = {
  contact: ['Nouveau message de contact', <Mail key="i" aria-hidden size={16} className="text-accent-400" />],
  callback: ['Nouvelle demande de rappel', <PhoneCall key="i" aria-hidden size={16} className="text-amber-300" />],
  prospect: ['Nouveau prospect', <UserPlus key="i" aria-hidden size={16} className="text-emerald-300" />],
  alert: ['Alerte CPU envoyée', <Gauge key="i" aria-hidden size={16} className="text-red-300" />],
};

/** The record an entry opens: the request of a contact or callback, the prospect's record; none for an alert. */
const activityHash = (activity: Activity): string | null => {
  if (activity.id === undefined || activity.kind === 'alert') return null;
  return activity.kind === 'prospect' ? prospectHash(activity.id) : requestHash(activity.id);
};

/** One entry of 'Activité récente', a link to its record where it has one (as Pipedrive's and Chatwoot's feeds). */
function ActivityRow({ activity }: { activity: Activity }) {
  const [title, icon] = activityLabels[activity.kind];
  const hash = activityHash(activity);
  const text = (
    <>
      <span className="block text-gray-100 underline-offset-2 group-hover:underline">{title}</span>
      <span className="block truncate text-gray-400">
        {activity.name}
        {activity.detail ? ` · ${activity.detail}` : ''}
      </span>
    </>
  );
  return (
    <li className="flex items-start gap-3 rounded-lg bg-ink-800/60 p-3 text-sm">
      <span className="mt-0.5">{icon}</span>
      {hash ? (
        <a
          href={`#${hash}`}
          className="group min-w-0 flex-1 rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          {text}
        </a>
      ) : (
        <span className="min-w-0 flex-1">{text}</span>
      )}
      <span className="shrink-0 text-xs text-gray-400">{relativeDay(activity.createdAt)}</span>
    </li>
  );
}

/** 'Tableau de bord' (back-office §2.2): figures, recent activity (5) and the machine's resources. */
export function DashboardSection({ onOpenCallbacks, siteBackground, onOpenBackgroundSelector }: DashboardSectionProps) {
  const dashboard = useDashboard();
  const system = useSystemStats(false);
  const stats = dashboard.data?.stats;
  // The reader's goal of the month, else the agency's (docs/decisions/0468-goal-on-the-dashboard.md).
  const goal = dashboard.data?.salesGoal;

  return (
    <Section id="dashboard" title="Tableau de bord">
      {/* Two a row on a phone too: stacked, the four cards pushed 'Votre journée' below the first screen. */}
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          icon={<Users aria-hidden size={16} />}
          label="Utilisateurs"
          value={stats?.users ?? '-'}
          onClick={() => goToSection('settings-users')}
        />
        <StatCard
          icon={<Briefcase aria-hidden size={16} />}
          label="Prospects"
          value={stats?.prospects ?? '-'}
          onClick={onOpenCallbacks}
          action="Voir les demandes d'appels"
        />
        <StatCard icon={<Bot aria-hidden size={16} />} label="Requêtes Chatbot" value={stats?.chatbotRequests ?? '-'} />
        <div className="rounded-xl border border-dashed border-ink-600 bg-ink-950/60 p-3 sm:p-4" data-slot="background-selector">
          <span className="flex items-center gap-2 text-sm text-gray-400">
            <Sparkles aria-hidden size={16} /> Arrière-plan du site
          </span>
          <span className="mt-2 block text-lg font-semibold text-white">{siteBackground ? backgroundLabels[siteBackground] : '-'}</span>
          {onOpenBackgroundSelector && (
            <button
              type="button"
              onClick={onOpenBackgroundSelector}
              className="mt-2 rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-200 hover:border-brand-400"
            >
              Choisir l'arrière-plan
            </button>
          )}
        </div>
      </div>

      <div className="mt-4">
        <MyDayPanel />
      </div>

      {goal && (
        <div className="mt-4">
          <GoalCard
            title={goalTitle(goal.owner, true)}
            target={goal.target}
            won={goal.won}
            expected={goal.expected}
            action={
              <a href="#pipeline" className="mt-2 inline-block rounded text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400">
                Voir le pipeline
              </a>
            }
          />
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_2fr]">
        {/* min-w-0: a long lead name is truncated instead of widening the page on a phone. */}
        <div className="min-w-0">
          <h3 className="mb-3 font-semibold text-white">Activité récente</h3>
          {dashboard.isError && (
            <p role="alert" className="text-sm text-red-300">
              Erreur lors du chargement de l'activité
            </p>
          )}
          {dashboard.data && dashboard.data.recentActivity.length === 0 && <p className="text-sm text-gray-400">Aucune activité récente</p>}
          <ul className="space-y-2">
            {dashboard.data?.recentActivity.map((activity, index) => (
              <ActivityRow key={`${activity.kind}-${activity.createdAt}-${index}`} activity={activity} />
            ))}
          </ul>
        </div>
        <div className="min-w-0">
          <h3 className="mb-3 font-semibold text-white">Système</h3>
          <ResourceTiles resources={system.data?.resources} />
        </div>
      </div>
      <ResponseTimesPanel />
      <TrafficFunnel />
      <LeadTrendsPanel />
    </Section>
  );
}
