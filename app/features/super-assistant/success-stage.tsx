import CheckCircle2 from 'lucide-react/icons/circle-check';
import Sparkles from 'lucide-react/icons/sparkles';
import { leadBandOf, leadScore } from '../../../domain/super-assistant/lead-score';
import type { LeadForm } from '../../../domain/super-assistant/lead-schema';
import { StageHeading } from './stage-heading';

interface SuccessStageProps {
  lead: LeadForm;
  toolCount: number;
  assistantName: string;
  onAnother: () => void;
}

export function SuccessStage({ lead, toolCount, assistantName, onAnother }: SuccessStageProps) {
  // Shown only to word the promise; the score that counts is computed by the server.
  const band = leadBandOf(leadScore(lead, toolCount));
  return (
    <div role="status" className="mx-auto max-w-2xl rounded-3xl border border-emerald-500/40 bg-emerald-500/10 p-8 text-center">
      <CheckCircle2 aria-hidden className="mx-auto text-emerald-400" size={56} />
      <StageHeading className="mt-4">Merci {lead.firstName}, votre écosystème est réservé&nbsp;!</StageHeading>
      <p className="mt-3 text-gray-200">
        {band.contactDelay} pour préparer le déploiement avec vous{band.vip ? ', en accompagnement VIP' : ''}. {assistantName} a transmis votre
        analyse à l’équipe.
      </p>
      <p className="mt-2 text-sm text-gray-400">Consultation gratuite de 30 minutes incluse, sans engagement.</p>
      <button type="button" onClick={onAnother} className="mt-8 inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3.5 font-semibold text-white hover:bg-brand-700">
        <Sparkles aria-hidden size={18} /> Créer un Autre Écosystème
      </button>
    </div>
  );
}
