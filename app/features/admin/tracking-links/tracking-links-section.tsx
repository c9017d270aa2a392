import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import { QR_SCAN_MARKER, trackingLinkMessages, type TrackingLink } from '../../../../domain/tracking-links';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { errorMessage } from '../../../api/error-message';
import { goToSection } from '../nav/admin-tabs';
import { useQrDraftStore } from '../qr-codes/qr-draft-store';
import { useCanWrite } from '../auth/use-can-write';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { Section } from '../ui/section';
import { CampaignStatsView } from './campaign-stats-view';
import { useLinkStatsStore } from './link-stats-store';
import { notify } from '../ui/notify';
import { COPY_FAILED, writeClipboard } from '../ui/use-copy';
import { TrackingLinkForm } from './tracking-link-form';
import { useDeleteTrackingLink, useToggleTrackingLink, useTrackingLinks, useTrackingStatistics } from './tracking-links-api';
import { TrackingLinksTable, type LinkActions } from './tracking-links-table';
import { TrackingSummary } from './tracking-summary';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/** 'Liens de tracking' (back-office §2.5): cards, top 5, server-side search, table and its modals. */
export function TrackingLinksSection() {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const links = useTrackingLinks(settledSearch);
  const statistics = useTrackingStatistics();
  const remove = useDeleteTrackingLink();
  const toggle = useToggleTrackingLink();
  const requestQr = useQrDraftStore((s) => s.request);
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<TrackingLink | null | undefined>(undefined);
  const [copyOf, setCopyOf] = useState<TrackingLink | null>(null);
  const [toDelete, setToDelete] = useState<TrackingLink | null>(null);
  const showStats = useLinkStatsStore((s) => s.show);

  const actions: LinkActions = {
    copy: (link) =>
      writeClipboard(link.fullUrl).then(
        () => notify('success', trackingLinkMessages.copied),
        () => notify('error', COPY_FAILED),
      ),
    edit: (link) => setEditing(link),
    duplicate(link) {
      setCopyOf(link);
      setEditing(null);
    },
    remove: (link) => setToDelete(link),
    chart: (link) => showStats(link.id),
    toggle: (link) =>
      toggle.mutate(link.id, {
        onSuccess: (body) => notify('success', body.message),
        onError: (error) => notify('error', errorMessage(error, trackingLinkMessages.toggleError)),
      }),
    qr(link) {
      requestQr({ name: `QR ${link.clientName}`.slice(0, 100), url: `${link.fullUrl}?${QR_SCAN_MARKER}=1`, trackingLinkId: link.id });
      goToSection('tools-qr-generator');
    },
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify('success', trackingLinkMessages.deleted),
      onError: (error) => notify('error', errorMessage(error, trackingLinkMessages.deleteError)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Section id="tracking-links" title="Liens de tracking">
      <div className="space-y-4">
        <TrackingSummary data={statistics.data} />
        <div className="flex flex-wrap items-center gap-3">
          <label className="relative min-w-0 flex-1 basis-56">
            <span className="sr-only">Rechercher un lien</span>
            <Search aria-hidden size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-400" />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Rechercher..."
              maxLength={100}
              className="w-full rounded-xl border border-ink-600 bg-ink-900 py-2 pl-9 pr-3 text-sm text-gray-100 placeholder:text-gray-500 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
            />
          </label>
          <button
            type="button"
            {...writeControl(canWrite)}
            onClick={() => {
              setCopyOf(null);
              setEditing(null);
            }}
            className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Plus aria-hidden size={16} /> Nouveau lien
          </button>
        </div>
        {(links.error || statistics.error) && (
          <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
            {trackingLinkMessages.loadError}
          </p>
        )}
        <ReadOnlyNote />
        <TrackingLinksTable links={links.data ?? []} actions={actions} canWrite={canWrite} />
        <CampaignStatsView />
      </div>
      <TrackingLinkForm link={editing} copyOf={copyOf} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={toDelete !== null}
        question={trackingLinkMessages.deleteConfirm}
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Section>
  );
}
