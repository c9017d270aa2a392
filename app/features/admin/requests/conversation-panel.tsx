import { useId, useRef } from 'react';
import type { ThreadMessage } from '../../../../domain/api/admin-answers';
import { useAdminSession, useCanWrite } from '../auth/use-can-write';
import { ReadOnlyNote } from '../ui/read-only-note';
import { formatDateTime } from '../ui/format';
import { automaticRetryText } from '../ui/automatic-retry';
import { useAdminUsers, userChoiceLabel } from '../admin-users/users-api';
import { replyAttachmentUrl, useAddNote, useAssign, useConversation, useDeleteNote, useEditNote, useMarkAutomatic, useResendReply, useSendReply } from './conversation-api';
import type { LeadRequest } from './inbox-api';
import { errorMessage } from '../../../api/error-message';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../../domain/notifications/acknowledgement';
import { answerSubject } from '../../../../domain/email-replies';
import { SnoozeControl } from './snooze-control';
import { RequestLabels } from './request-labels';
import { WriteFeedback } from '../ui/write-feedback';
import { NoteForm } from '../ui/note-form';
import { OwnNote, type OwnNoteProps } from '../ui/own-note';
import { ResendButton, type ResendButtonProps } from '../ui/resend-button';
import { composerField, EmailComposer, type ComposedEmail } from '../ui/email-composer';
import { AttachmentLinks } from '../ui/attachment-links';
import { ReceivedEmailText } from '../ui/received-email-text';
import { AutomaticReplyToggle } from '../ui/automatic-reply-toggle';
import { draftKeys } from '../drafts/draft-store';

type ResendProps = Omit<ResendButtonProps, 'label'>;

const deliveryLabels = { scheduled: 'programmée', sending: 'envoi en cours', sent: 'envoyée', logged: 'journalisée, SMTP non configuré', failed: 'échec de l’envoi' } as const;

const entryStyles = { note: 'border-amber-500/40 bg-amber-500/5', reply: 'border-ink-700 bg-ink-950/60', received: 'border-emerald-500/40 bg-emerald-500/5' } as const;

/** What follows the author: a note, the person's reply, or an e-mail sent to them and how it went. */
const entryKind = (entry: ThreadMessage) => {
  if (entry.kind === 'note') return ' · note interne';
  if (entry.kind === 'received') return entry.automatic ? ' · réponse automatique (absence)' : ' · réponse reçue';
  return ` · ${entry.author === ACKNOWLEDGEMENT_AUTHOR ? 'envoyé' : 'réponse'} à ${entry.recipient} (${entry.delivery ? deliveryLabels[entry.delivery] : '-'})`;
};

/**
 * `own`: given for a note the signed-in user wrote, who may change (decision 0452) or delete it (0450); `resend`: given
 * for a reply whose e-mail failed, for a writer to send it again (0455); `markAutomatic`: given to a writer, for a
 * received message taken for what it is not (0576).
 */
function Entry({
  requestId,
  entry,
  own,
  resend,
  markAutomatic,
}: {
  requestId: number;
  entry: ThreadMessage;
  own?: Omit<OwnNoteProps, 'body' | 'bodyClassName'>;
  resend?: ResendProps;
  markAutomatic?: (automatic: boolean) => Promise<{ message: string }>;
}) {
  const isNote = entry.kind === 'note';
  const bodyClassName = 'mt-1 whitespace-pre-wrap break-words text-sm text-gray-100';
  return (
    <li className={`rounded-xl border p-3 ${entry.automatic ? entryStyles.reply : entryStyles[entry.kind]}`}>
      <p className="text-xs text-gray-400">
        <span className="font-semibold text-gray-200">{entry.author}</span> · {formatDateTime(entry.createdAt)}
        {entryKind(entry)}
        {entry.editedAt && ` · modifiée le ${formatDateTime(entry.editedAt)}`}
        {entry.delivery === 'failed' && automaticRetryText(entry.retryAt)}
      </p>
      {!isNote && <p className="mt-1 font-semibold text-white">{entry.subject}</p>}
      {own ? (
        <OwnNote body={entry.body} bodyClassName={bodyClassName} {...own} />
      ) : entry.kind === 'received' ? (
        <ReceivedEmailText text={entry.body} className={bodyClassName} />
      ) : (
        <p className={bodyClassName}>{entry.body}</p>
      )}
      <AttachmentLinks files={entry.attachments} urlOf={(file) => replyAttachmentUrl(requestId, entry.id, file.id)} />
      {resend && entry.kind === 'reply' && entry.delivery === 'failed' && (
        <ResendButton label={entry.author === ACKNOWLEDGEMENT_AUTHOR ? 'Renvoyer l’accusé de réception' : 'Renvoyer la réponse'} {...resend} />
      )}
      {markAutomatic && entry.kind === 'received' && <AutomaticReplyToggle automatic={entry.automatic === true} onChange={markAutomatic} />}
    </li>
  );
}

interface ConversationPanelProps {
  request: LeadRequest;
  /** Given while the request waits: 'Envoyer et marquer traité' then calls it once the reply has left (Chatwoot's send and resolve). */
  onProcess?: () => void;
}

/** The conversation of one request: assignee, replies e-mailed to the visitor and theirs, internal notes. */
export function ConversationPanel({ request, onProcess }: ConversationPanelProps) {
  const id = useId();
  const canEdit = useCanWrite();
  const conversation = useConversation(request.id);
  const users = useAdminUsers();
  const note = useAddNote(request.id);
  const deleteNote = useDeleteNote(request.id);
  const editNote = useEditNote(request.id);
  const resendReply = useResendReply(request.id);
  const markAutomatic = useMarkAutomatic(request.id);
  const thread = useRef<HTMLOListElement>(null);
  const reply = useSendReply(request.id);
  const assign = useAssign(request.id);
  const me = useAdminSession().data?.user.username;
  const data = conversation.data;
  const entries = data ? [...data.thread, ...data.notes].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id) : [];
  // An answer keeps the subject of the conversation's latest e-mail, the acknowledgement and absence messages aside,
  // so that the person's mail program threads it (0553, 0557).
  const latestEmail = entries.findLast((entry) => (entry.kind === 'received' && !entry.automatic) || (entry.kind === 'reply' && entry.author !== ACKNOWLEDGEMENT_AUTHOR));

  // A reply kept but not e-mailed has not answered the person: the request stays to be processed.
  const sendReply = async (mail: ComposedEmail, action: string | undefined) => {
    try {
      const answer = await reply.mutateAsync(mail);
      if (action === 'process' && answer.entry.delivery !== 'failed') onProcess?.();
      return true;
    } catch {
      return false;
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-ink-700 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-white">
        Conversation
      </h3>
      <ReadOnlyNote />
      <label className="block text-sm text-gray-300" htmlFor={`${id}-assignee`}>
        Assignée à
        <select
          id={`${id}-assignee`}
          className={composerField}
          disabled={!canEdit || assign.isPending}
          value={data?.callbackRequest.assignee ?? ''}
          onChange={(event) => assign.mutate({ username: event.target.value || null })}
        >
          <option value="">Personne</option>
          {(users.data ?? []).map((user) => (
            <option key={user.username} value={user.username}>
              {userChoiceLabel(user)}
            </option>
          ))}
        </select>
      </label>
      {canEdit && me && data && data.callbackRequest.assignee !== me && (
        <button
          type="button"
          className="rounded-lg border border-ink-600 px-3 py-1.5 text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-60"
          disabled={assign.isPending}
          onClick={() => assign.mutate({ username: me })}
        >
          Me l’assigner
        </button>
      )}
      <WriteFeedback error={assign.error} />
      {data && <RequestLabels request={data.callbackRequest} canEdit={canEdit} />}
      {data && <SnoozeControl request={data.callbackRequest} canEdit={canEdit} />}
      {conversation.error && <p role="alert" className="text-sm text-red-300">{errorMessage(conversation.error)}</p>}
      <ol ref={thread} tabIndex={-1} aria-label="Fil de la conversation" className="space-y-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400">
        {entries.length === 0 && <li className="text-sm text-gray-400">Aucune réponse ni note pour l’instant.</li>}
        {entries.map((entry) => (
          <Entry
            key={entry.id}
            requestId={request.id}
            entry={entry}
            markAutomatic={canEdit ? (automatic) => markAutomatic.mutateAsync({ replyId: entry.id, automatic }) : undefined}
            resend={canEdit ? { onResend: () => resendReply.mutateAsync(entry.id).then(({ message, entry: sent }) => ({ message, failed: sent.delivery === 'failed' })), onSent: () => thread.current?.focus() } : undefined}
            own={
              canEdit && entry.kind === 'note' && entry.author === me
                ? { onEdit: (text) => editNote.mutateAsync({ noteId: entry.id, text }), onDelete: () => deleteNote.mutateAsync(entry.id), onDeleted: () => thread.current?.focus() }
                : undefined
            }
          />
        ))}
      </ol>
      {request.email ? (
        <EmailComposer
          label="Répondre par e-mail"
          subjectLabel="Objet de la réponse"
          messageLabel={`Réponse à ${request.email}`}
          sendLabel="Envoyer la réponse"
          initialSubject={answerSubject(latestEmail?.subject, 'Re : votre demande')}
          person={{ name: request.name, company: request.company }}
          canEdit={canEdit}
          pending={reply.isPending}
          error={reply.error}
          feedback={reply.data?.message}
          onSend={sendReply}
          draftKey={draftKeys.requestReply(request.id)}
          attachable
          moreActions={(ready) =>
            onProcess && (
              <button
                type="submit"
                data-action="process"
                className="rounded-xl border border-emerald-500/60 px-4 py-2 text-sm font-semibold text-emerald-200 hover:bg-emerald-500/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60"
                disabled={!ready}
              >
                Envoyer et marquer traité
              </button>
            )
          }
        />
      ) : (
        <p className="text-sm text-gray-400">Pas d’adresse e-mail&nbsp;: rappelez la personne par téléphone.</p>
      )}
      <NoteForm
        onAdd={(text) => note.mutateAsync({ text })}
        pending={note.isPending}
        error={note.error}
        message={note.data?.message}
        draftKey={draftKeys.requestNote(request.id)}
      />
    </section>
  );
}
