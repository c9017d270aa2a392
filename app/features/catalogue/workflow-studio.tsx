import Wrench from 'lucide-react/icons/wrench';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog';

/** The Workflow Studio opener and its modal; the studio itself is being rebuilt. */
export function WorkflowStudio() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-sm font-semibold text-gray-100 hover:border-brand-400"
      >
        <Wrench aria-hidden size={16} /> Ouvrir le Workflow Studio
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="studio-title" className="m-auto w-[min(92vw,30rem)] rounded-2xl border border-ink-600 bg-ink-900 text-gray-100">
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="studio-title" className="text-xl font-bold text-white">
              Workflow Studio
            </h2>
            <button type="button" aria-label="Fermer le Workflow Studio" onClick={() => setOpen(false)} className="rounded-full p-1.5 text-gray-300 hover:text-white">
              <X aria-hidden size={18} />
            </button>
          </div>
          <p className="mt-4 text-gray-300">Fonctionnalité en cours de reconstruction...</p>
        </div>
      </Dialog>
    </>
  );
}
