import { useQueryClient } from '@tanstack/react-query';
import { retryableLazy } from '../../ui/retryable-lazy';
import { Suspense, useState, type ReactNode } from 'react';
import { prospectLinkOf, requestLinkOf } from '../../../domain/admin-links';
import { clearLocationHash, useLocationHash } from './nav/location-hash';
import { useNavigate } from 'react-router';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { ToastStack } from '../toasts/toast-stack';
import { AdminSections } from './admin-sections';
import { errorMessage } from '../../api/error-message';
import { ApiError } from '../../api/http';
import { logout } from './auth/login';
import { LoginForm } from './auth/login-form';
import { useAdminSession } from './auth/use-can-write';
import { TwoFactorRequired } from './admin-users/two-factor-required';
import { LogoutButton } from './auth/logout-button';
import { DashboardSection } from './dashboard/dashboard-section';
import { useWaitingCounts } from './notifications/use-waiting-counts';
import { useActionReminders } from './notifications/action-reminders';
import { useTitleCount } from './notifications/browser-alerts';
import { useLinkStatsStore } from './tracking-links/link-stats-store';
import { AdminTabBar } from './nav/admin-tab-bar';
import { PersonSearch } from './nav/person-search';
import { MyAvailability } from './admin-users/availability';
import { DEFAULT_BACKGROUND, type BackgroundType } from '../../../domain/backgrounds';
import { useSaveSettings, useSettings } from './settings/settings-api';
import { useCanWrite } from './auth/use-can-write';
import { readOnlyHint } from './ui/read-only-note';
import { useFileDropGuard } from './ui/file-drop-guard';
import { OptionalPart, PartNotLoadedNotice } from '../client-errors/optional-part';

// The modals of the tab bar load their code the first time they open, and stay mounted to close as dialogs do.
const LinkedRequestModal = retryableLazy(() => import('./requests/linked-request-modal').then((m) => ({ default: m.LinkedRequestModal })));
const CallbackModal = retryableLazy(() => import('./requests/inbox-sections').then((m) => ({ default: m.CallbackModal })));
const ProspectsModal = retryableLazy(() => import('./prospects/prospects-modal').then((m) => ({ default: m.ProspectsModal })));
// A link's statistics open from the tracking links and from the QR codes' library, whichever section is loaded.
const LinkStatsModal = retryableLazy(() => import('./tracking-links/link-stats-modal').then((m) => ({ default: m.LinkStatsModal })));

/** What the background selector needs to set the public site's ambiance from the back-office. */
export interface SiteBackgroundChoice {
  current: BackgroundType;
  apply(type: BackgroundType): Promise<void>;
  disabledReason?: string;
}

interface AdminPanelProps {
  /** The background preview and selector (back-office §2.17), provided by the route. */
  backgroundSelector?(props: { open: boolean; onClose(): void; admin: SiteBackgroundChoice }): ReactNode;
  /** The public site's ambiance drawn behind the panel, provided by the route (loaded apart). */
  backdrop?(type: BackgroundType): ReactNode;
}

const recordLinkOnly = (hash: string) => (prospectLinkOf(hash) || requestLinkOf(hash) !== null ? hash : '');

/** 'Panel d'administration': one page of anchored sections under a tab bar (back-office §1, §2.1). */
export function AdminPanel({ backgroundSelector, backdrop }: AdminPanelProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useAdminSession();
  const counts = useWaitingCounts();
  useTitleCount(counts.callback + counts.contact + counts.leads);
  useActionReminders();
  useFileDropGuard();
  // null until first opened: the modal's module is not fetched before.
  const [callbacksOpen, setCallbacksOpen] = useState<boolean | null>(null);
  const [prospectsOpen, setProspectsOpen] = useState<boolean | null>(null);
  // /admin#pipeline and /admin#prospect-42 (an e-mail's links) open the prospects, once per arrival of the link.
  // Only the links the panel opens itself: a section's #hash (the sections follow it) does not render it again.
  const hash = useLocationHash(recordLinkOnly);
  const prospectLink = prospectLinkOf(hash) ? hash : null;
  const [linkOpened, setLinkOpened] = useState<string | null>(null);
  if (prospectLink && linkOpened !== prospectLink) {
    setLinkOpened(prospectLink);
    setProspectsOpen(true);
  }
  // /admin#demande-7: that request's detail, until it is closed.
  const linkedRequest = requestLinkOf(hash);
  const onProspectsOpenChange = (open: boolean) => {
    setProspectsOpen(open);
    if (!open && prospectLink) {
      clearLocationHash();
      setLinkOpened(null);
    }
  };
  const [backgroundOpen, setBackgroundOpen] = useState(false);
  const linkStatsShown = useLinkStatsStore((s) => s.linkId !== null);
  const closeLinkStats = useLinkStatsStore((s) => s.close);
  const [linkStatsUsed, setLinkStatsUsed] = useState(false);
  if (linkStatsShown && !linkStatsUsed) setLinkStatsUsed(true);
  const settings = useSettings();
  const saveSettings = useSaveSettings();
  const canWrite = useCanWrite();
  const siteBackground = settings.data?.settings.publicBackground ?? DEFAULT_BACKGROUND;
  const backgroundChoice: SiteBackgroundChoice = {
    current: siteBackground,
    apply: async (type) => {
      try {
        await saveSettings.mutateAsync({ publicBackground: type });
      } catch (error) {
        throw new Error(errorMessage(error, "Erreur lors de l'enregistrement de l'arrière-plan"));
      }
    },
    disabledReason: canWrite ? undefined : readOnlyHint,
  };

  const onLogout = async () => {
    await logout();
    client.clear();
    navigate('/admin/login', { replace: true });
  };

  if (session.error) {
    const expired = session.error instanceof ApiError && session.error.unauthorised;
    return (
      <main className="mx-auto max-w-md px-4 py-16">
        <h1 className="mb-6 text-2xl font-bold text-white">Panel d'administration</h1>
        {expired ? (
          <LoginForm notice={adminMessages.sessionExpired} onSuccess={() => void client.invalidateQueries()} />
        ) : (
          <p role="alert" className="text-red-300">
            {errorMessage(session.error)}
          </p>
        )}
      </main>
    );
  }

  // The agency requires a second factor and this user has none yet: their own account only, until it is set up (0460).
  if (session.data?.twoFactorRequired) return <TwoFactorRequired onLogout={onLogout} />;

  return (
    <div className="relative min-h-screen">
      {settings.data && backdrop?.(siteBackground)}
      <div className="relative z-10">
      <header className="border-b border-ink-700 bg-ink-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <h1 className="text-2xl font-bold text-white">Panel d'administration</h1>
          <div className="flex w-full flex-wrap items-center gap-3 text-sm sm:w-auto">
            <PersonSearch />
            {session.data && (
              <span className="text-gray-300">
                Connecté&nbsp;: <strong className="text-white">{session.data.user.username}</strong>
              </span>
            )}
            <MyAvailability />
            <LogoutButton onLogout={onLogout} />
          </div>
        </div>
      </header>
      <AdminTabBar
        counts={{ 'callback-requests': counts.callback, 'contact-messages': counts.contact, prospects: counts.leads }}
        onOpenModal={(id) => id === 'prospects' && setProspectsOpen(true)}
      />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
        <DashboardSection
          onOpenCallbacks={() => setCallbacksOpen(true)}
          siteBackground={settings.data ? siteBackground : null}
          onOpenBackgroundSelector={backgroundSelector ? () => setBackgroundOpen(true) : undefined}
        />
        <AdminSections onOpenCallbacks={() => setCallbacksOpen(true)} />
      </main>
      </div>
      {callbacksOpen !== null && (
        <LazyModal open={callbacksOpen} onClose={() => setCallbacksOpen(false)}>
          <CallbackModal open={callbacksOpen} onOpenChange={setCallbacksOpen} />
        </LazyModal>
      )}
      {backgroundSelector?.({ open: backgroundOpen, onClose: () => setBackgroundOpen(false), admin: backgroundChoice })}
      {prospectsOpen !== null && (
        <LazyModal open={prospectsOpen} onClose={() => onProspectsOpenChange(false)}>
          <ProspectsModal open={prospectsOpen} onOpenChange={onProspectsOpenChange} link={prospectLink} />
        </LazyModal>
      )}
      {linkedRequest !== null && (
        <LazyModal key={linkedRequest} open onClose={clearLocationHash}>
          <LinkedRequestModal id={linkedRequest} onClose={clearLocationHash} />
        </LazyModal>
      )}
      {linkStatsUsed && (
        <LazyModal open={linkStatsShown} onClose={closeLinkStats}>
          <LinkStatsModal />
        </LazyModal>
      )}
      <ToastStack />
    </div>
  );
}

/**
 * A modal whose code loads when it is first opened. When that code cannot load, opening it says so, at each try,
 * and the panel behind works on (decision 0513); without the boundary the whole panel went to the error page.
 */
function LazyModal({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <OptionalPart open={open} fallback={(retry) => open && <PartNotLoadedNotice onRetry={retry} onClose={onClose} />}>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPart>
  );
}
