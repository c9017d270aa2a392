import { lazy, Suspense } from 'react';
import type { TrackingLink } from '../../../../domain/tracking-links';
import { Modal } from '../ui/modal';
import { useClickHistory } from './tracking-links-api';

const ClickChart = lazy(() => import('./click-chart'));

/** A link's clicks per day, with its QR scans counted apart. */
export function LinkClicksModal({ link, onClose }: { link: TrackingLink | null; onClose: () => void }) {
  const history = useClickHistory(link?.id ?? null);
  return (
    <Modal open={link !== null} onOpenChange={(open) => !open && onClose()} title={`Clics par jour : ${link?.clientName ?? ''}`} size="lg">
      <p className="mb-3 text-sm text-gray-300">
        {link?.clickCount ?? 0} clic{(link?.clickCount ?? 0) > 1 ? 's' : ''} · {link?.scanCount ?? 0} scan{(link?.scanCount ?? 0) > 1 ? 's' : ''} de QR code
      </p>
      {history.error && (
        <p role="alert" className="text-sm text-red-300">
          Erreur lors du chargement des liens
        </p>
      )}
      {history.data && (
        <Suspense fallback={<p className="text-sm text-gray-400">Chargement du graphique...</p>}>
          <ClickChart days={history.data.days} />
        </Suspense>
      )}
    </Modal>
  );
}
