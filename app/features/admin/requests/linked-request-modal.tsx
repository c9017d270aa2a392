import { errorMessage } from '../../../api/error-message';
import { Modal } from '../ui/modal';
import { useConversation } from './conversation-api';
import { RequestDetailModal } from './request-detail-modal';

/** The message or callback request an `/admin#demande-7` link names (domain/admin-links.ts), once read. */
export function LinkedRequestModal({ id, onClose }: { id: number; onClose: () => void }) {
  const conversation = useConversation(id);
  if (conversation.error) {
    return (
      <Modal open onOpenChange={(open) => !open && onClose()} title="Demande introuvable" size="lg">
        <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {errorMessage(conversation.error)}
        </p>
      </Modal>
    );
  }
  return <RequestDetailModal request={conversation.data?.callbackRequest ?? null} onClose={onClose} />;
}
