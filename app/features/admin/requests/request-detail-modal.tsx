import { useEffect, useRef, useState, type ReactNode } from 'react';
import { parseContactNotes, NO_PHONE } from '../../../../domain/contact-notes';
import { sourceLabels, type RequestStatus } from '../../../../domain/inbox';
import { errorMessage } from '../../../api/error-message';
import { useCanWrite } from '../auth/use-can-write';
import { CampaignField } from '../ui/campaign-field';
import { formatDateTime } from '../ui/format';
import { Modal } from '../ui/modal';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { useStatusChange, type LeadRequest } from './inbox-api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SHORTCUT_KEYS, isTypingTarget, recordStep } from '../../../ui/keyboard-shortcuts';
import { useSingleKeyShortcuts } from '../nav/single-key-shortcuts';
import { ConversationPanel } from './conversation-panel';
import { PersonHistory } from './person-history';
import { useConversation } from './conversation-api';
import { ResponseBadge } from '../ui/response-badge';
import { ConvertToProspect } from './inbox-prospect';
import { isSlotPast, SlotPastTag, StatusBadge } from './status-badge';
import { SurveyText } from '../satisfaction/request-survey';
import { useRequestSurvey } from '../satisfaction/satisfaction-api';
import { BlockSenderControl } from './block-sender-control';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-400">{label}</dt>
      <dd className="mt-1 break-words text-gray-100">{children}</dd>
    </div>
  );
}

/** The person's note of the exchange once the request is processed (docs/decisions/0487-satisfaction-surveys.md). */
function SurveyField({ requestId, processed }: { requestId: number; processed: boolean }) {
  const survey = useRequestSurvey(requestId, processed).data;
  return survey ? (
    <Field label="Avis du visiteur">
      <SurveyText survey={survey} />
    </Field>
  ) : null;
}

/** A callback without a preferred slot asks to be called as soon as possible. */
export const ASAP = 'Dès que possible';

export function PhoneValue({ phone }: { phone: string }) {
  if (!phone || phone === NO_PHONE) return <span className="italic text-gray-400">{NO_PHONE}</span>;
  return (
    <a className="text-accent-300 underline-offset-2 hover:underline" href={`tel:${phone.replace(/\s/g, '')}`}>
      {phone}
    </a>
  );
}

/** Where the open request stands in the list it was opened from, and its neighbours there. */
export interface ListNavigation {
  position: number;
  total: number;
  previous: LeadRequest | null;
  next: LeadRequest | null;
  onGo: (request: LeadRequest) => void;
}

interface RequestDetailModalProps {
  request: LeadRequest | null;
  onClose: () => void;
  /** Given when the request was opened from a list: 'Précédente' and 'Suivante' go through it without closing. */
  navigation?: ListNavigation;
}

const navButton =
  'whitespace-nowrap rounded-lg border border-ink-600 px-2.5 py-1.5 sm:px-3 text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * 'Précédente' and 'Suivante' through the list the request was opened from (Chatwoot's and Gmail's, docs/decisions/
 * 0453-inbox-navigation.md): the rows of the page shown, in its order.
 */
function ListNavigationBar({ position, total, previous, next, onGo }: ListNavigation) {
  const nav = useRef<HTMLElement>(null);
  const before = useRef<HTMLButtonElement>(null);
  const after = useRef<HTMLButtonElement>(null);
  // At an end of the list the button just pressed is disabled: the focus goes to the other one, not to the page.
  useEffect(() => {
    if (!previous && document.activeElement === before.current) after.current?.focus();
    if (!next && document.activeElement === after.current) before.current?.focus();
  }, [previous, next]);
  // J and K, as in Gmail: the next and the previous request, from anywhere in this record but a field or a dialog
  // opened over it; unless this browser turned single-key shortcuts off.
  const singleKey = useSingleKeyShortcuts((state) => state.enabled);
  useEffect(() => {
    if (!singleKey) return;
    const onKey = (event: KeyboardEvent) => {
      const step = recordStep(event);
      if (event.defaultPrevented || !step || isTypingTarget(event.target)) return;
      const target = step === 'next' ? next : previous;
      const record = nav.current?.closest('dialog');
      if (!target || !record || !(event.target instanceof Element) || event.target.closest('dialog') !== record) return;
      event.preventDefault();
      // The record's content is replaced: the focus goes to the button of the key, which stays.
      (step === 'next' ? after : before).current?.focus();
      onGo(target);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [previous, next, onGo, singleKey]);
  return (
    <nav ref={nav} aria-label="Parcourir la liste" className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-2">
      <button
        ref={before}
        type="button"
        className={navButton}
        disabled={!previous}
        onClick={() => previous && onGo(previous)}
        aria-label={previous ? `Précédente\u00a0: ${previous.name}` : 'Précédente'}
        aria-keyshortcuts={singleKey ? SHORTCUT_KEYS.previousRecord : undefined}
        title={singleKey ? `Raccourci\u00a0: ${SHORTCUT_KEYS.previousRecord}` : undefined}
      >
        ← Précédente
      </button>
      <p className="text-center text-sm text-gray-400" aria-live="polite">
        {position} sur {total}
        <span className="hidden sm:inline"> dans la liste</span>
      </p>
      <button
        ref={after}
        type="button"
        className={navButton}
        disabled={!next}
        onClick={() => next && onGo(next)}
        aria-label={next ? `Suivante\u00a0: ${next.name}` : 'Suivante'}
        aria-keyshortcuts={singleKey ? SHORTCUT_KEYS.nextRecord : undefined}
        title={singleKey ? `Raccourci\u00a0: ${SHORTCUT_KEYS.nextRecord}` : undefined}
      >
        Suivante →
      </button>
    </nav>
  );
}

/** One lead in full; stored text is always shown as text, never as markup. */
export function RequestDetailModal({ request: opened, onClose, navigation }: RequestDetailModalProps) {
  // The record as its conversation last read it: what is done from it (a reply sent, a message marked automatic that
  // puts the request back, 0580) shows at once.
  const fresh = useConversation(opened?.id ?? null).data?.callbackRequest;
  const request = opened && fresh?.id === opened.id ? fresh : opened;
  const change = useStatusChange();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const open = request !== null;
  const close = () => {
    change.reset();
    onClose();
  };
  const move = (status: RequestStatus) => request && change.mutate({ request, status }, { onSuccess: close });
  const canWrite = useCanWrite();
  const error = change.error ? errorMessage(change.error, 'Erreur lors de la mise à jour du statut') : null;
  const notes = request?.source === 'contact' ? parseContactNotes(request.notes) : null;
  const title = request?.source === 'contact' ? 'Message de contact' : 'Demande de rappel';

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={title} size="lg">
      {request && (
        <div className="space-y-6">
          {navigation && (
            <ListNavigationBar
              {...navigation}
              onGo={(other) => {
                change.reset();
                navigation.onGo(other);
              }}
            />
          )}
          {/* One request's own state (its conversation, drafts, forms) never carries over to the next one shown. */}
          <div key={request.id} className="space-y-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Nom">{request.name}</Field>
              <Field label="E-mail">
                {request.email ? (
                  <a className="text-accent-300 underline-offset-2 hover:underline" href={`mailto:${request.email}`}>
                    {request.email}
                  </a>
                ) : (
                  <span className="italic text-gray-400">{NO_PHONE}</span>
                )}
              </Field>
              <Field label="Téléphone">
                <PhoneValue phone={request.phone} />
              </Field>
              <Field label="Entreprise">{request.company || '-'}</Field>
              <Field label="Source">{sourceLabels[request.source]}</Field>
              <Field label="Statut">
                <StatusBadge status={request.status} />
              </Field>
              <Field label="Reçu le">{formatDateTime(request.createdAt)}</Field>
              {request.source === 'callback' && (
                <Field label="Créneau souhaité">
                  {request.preferredTime ? formatDateTime(request.preferredTime) : ASAP}
                  {isSlotPast(request.preferredTime, request.status) && <SlotPastTag />}
                </Field>
              )}
              <Field label="Réponse">
                <ResponseBadge request={request} />
              </Field>
              {request.processedAt && (
                <Field label="Traité le">
                  {formatDateTime(request.processedAt)}
                  {request.processedBy ? ` par ${request.processedBy}` : ''}
                </Field>
              )}
              <SurveyField requestId={request.id} processed={request.status === 'completed'} />
              <CampaignField campaign={request.campaign} />
            </dl>
            {notes ? (
              <dl className="space-y-4 rounded-xl border border-ink-700 bg-ink-950/60 p-4">
                <Field label="Sujet">{notes.subject || '-'}</Field>
                <Field label="Message">
                  <p className="whitespace-pre-wrap">{notes.message || '-'}</p>
                </Field>
                {notes.interests.length > 0 && (
                  <Field label="Intérêts">
                    <ul className="flex flex-wrap gap-2">
                      {notes.interests.map((interest) => (
                        <li key={interest} className="rounded-full bg-brand-600/20 px-2.5 py-0.5 text-sm text-brand-300">
                          {interest}
                        </li>
                      ))}
                    </ul>
                  </Field>
                )}
              </dl>
            ) : (
              request.notes && (
                <dl className="rounded-xl border border-ink-700 bg-ink-950/60 p-4">
                  <Field label="Notes">
                    <p className="whitespace-pre-wrap">{request.notes}</p>
                  </Field>
                </dl>
              )
            )}
            <ConvertToProspect requestId={request.id} />
            <PersonHistory requestId={request.id} />
            <ConversationPanel request={request} onProcess={request.status === 'pending' ? () => move('completed') : undefined} />
            {error && (
              <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
                {error}
              </p>
            )}
            <ReadOnlyNote />
            <div className="flex flex-wrap justify-end gap-3">
              <BlockSenderControl email={request.email} canWrite={canWrite} onBlocked={close} />
              {request.status === 'pending' && (
                <>
                  <button
                    type="button"
                    {...writeControl(canWrite, change.isPending)}
                    onClick={() => setConfirmCancel(true)}
                    className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-red-400 hover:text-red-200 disabled:opacity-60"
                  >
                    Annuler la demande
                  </button>
                  <button
                    type="button"
                    {...writeControl(canWrite, change.isPending)}
                    onClick={() => move('completed')}
                    className="rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-60"
                  >
                    Marquer comme traité
                  </button>
                </>
              )}
              {request.status !== 'pending' && request.source === 'contact' && (
                <button
                  type="button"
                  {...writeControl(canWrite, change.isPending)}
                  onClick={() => move('pending')}
                  className="rounded-xl border border-amber-400/60 px-4 py-2 text-sm font-semibold text-amber-200 hover:bg-amber-400/10 disabled:opacity-60"
                >
                  Remettre en attente
                </button>
              )}
            </div>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        question={`Annuler la demande de ${request?.name ?? ''}\u00a0? Elle quittera la liste des demandes en attente.`}
        confirmLabel="Annuler la demande"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          move('cancelled');
        }}
      />
    </Modal>
  );
}
