import { useRef } from 'react';
import type { PlannedFollowUp, TimelineEntry } from '../../../../domain/api/prospect-answers';
import { formatDateTime } from '../ui/format';
import { automaticRetryText } from '../ui/automatic-retry';
import { prospectAttachmentUrl, prospectReplyAttachmentUrl, useDeleteProspectNote, useEditProspectNote, useMarkProspectReplyAutomatic, useProspectTimeline, useResendProspectEmail } from './pipeline-api';
import { useAdminSession, useCanWrite } from '../auth/use-can-write';
import { OwnNote } from '../ui/own-note';
import { ResendButton } from '../ui/resend-button';
import { ScheduledEmailActions } from './scheduled-email-actions';
import { AttachmentLinks } from '../ui/attachment-links';
import { ReceivedEmailText } from '../ui/received-email-text';
import { AutomaticReplyToggle } from '../ui/automatic-reply-toggle';
import { errorMessage } from '../../../api/error-message';

const marks: Record<TimelineEntry['kind'], string> = {
  created: 'bg-brand-400',
  campaign: 'bg-accent-400',
  'inbox-message': 'bg-sky-400',
  reply: 'bg-emerald-400',
  note: 'bg-amber-400',
  status: 'bg-fuchsia-400',
  owner: 'bg-gray-300',
  'next-action': 'bg-orange-400',
  value: 'bg-emerald-300',
  'close-date': 'bg-violet-300',
  edit: 'bg-gray-300',
  email: 'bg-sky-300',
  'email-reply': 'bg-emerald-500',
};

const detailClassName = 'whitespace-pre-wrap break-words text-sm text-gray-300';

/** What happened with the person, newest first: messages, replies, notes, pipeline changes, tracking link. */
export function ProspectTimeline({ prospectId, onFollowUp }: { prospectId: number; onFollowUp: (next: PlannedFollowUp) => void }) {
  const timeline = useProspectTimeline(prospectId);
  const deleteNote = useDeleteProspectNote(prospectId);
  const editNote = useEditProspectNote(prospectId);
  const resendEmail = useResendProspectEmail(prospectId);
  const markAutomatic = useMarkProspectReplyAutomatic(prospectId);
  const list = useRef<HTMLOListElement>(null);
  const canWrite = useCanWrite();
  const me = useAdminSession().data?.user.username;
  return (
    <section aria-labelledby={`timeline-${prospectId}`} className="mt-6">
      <h3 id={`timeline-${prospectId}`} className="mb-3 text-base font-semibold text-white">
        Historique
      </h3>
      {timeline.error && <p role="alert" className="text-sm text-red-300">{errorMessage(timeline.error)}</p>}
      {timeline.isPending && <p className="text-sm text-gray-400">Chargement…</p>}
      <ol ref={list} tabIndex={-1} aria-labelledby={`timeline-${prospectId}`} className="space-y-3 border-l border-ink-700 pl-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400">
        {(timeline.data ?? []).map((entry, index) => (
          <li key={entry.noteId ? `note-${entry.noteId}` : `${entry.kind}-${entry.at}-${index}`} className="relative">
            <span aria-hidden className={`absolute -left-[1.3rem] top-1.5 h-2.5 w-2.5 rounded-full ${entry.automatic ? 'bg-gray-400' : marks[entry.kind]}`} />
            <p className="text-xs text-gray-400">
              {formatDateTime(entry.at)}
              {entry.author ? ` · ${entry.author}` : ''}
              {entry.editedAt && ` · modifiée le ${formatDateTime(entry.editedAt)}`}
              {entry.delivery === 'failed' && automaticRetryText(entry.retryAt)}
            </p>
            <p className="font-medium text-gray-100">{entry.title}</p>
            {canWrite && entry.noteId !== undefined && entry.author === me ? (
              <OwnNote
                body={entry.detail}
                bodyClassName={detailClassName}
                onEdit={(text) => editNote.mutateAsync({ noteId: entry.noteId!, text })}
                onDelete={() => deleteNote.mutateAsync(entry.noteId!)}
                onDeleted={() => list.current?.focus()}
              />
            ) : (
              entry.detail &&
              (entry.kind === 'email-reply' ? <ReceivedEmailText text={entry.detail} className={detailClassName} /> : <p className={detailClassName}>{entry.detail}</p>)
            )}
            {entry.attachments && (
              <AttachmentLinks
                files={entry.attachments}
                urlOf={(file) => (entry.replyId !== undefined ? prospectReplyAttachmentUrl(prospectId, entry.replyId, file.id) : prospectAttachmentUrl(prospectId, entry.emailId!, file.id))}
              />
            )}
            {canWrite && entry.replyId !== undefined && (
              <AutomaticReplyToggle automatic={entry.automatic === true} onChange={(automatic) => markAutomatic.mutateAsync({ replyId: entry.replyId!, automatic })} />
            )}
            {canWrite && entry.emailId !== undefined && entry.delivery === 'scheduled' && (
              <ScheduledEmailActions prospectId={prospectId} emailId={entry.emailId} onFollowUp={onFollowUp} onDone={() => list.current?.focus()} />
            )}
            {canWrite && entry.emailId !== undefined && entry.delivery === 'failed' && (
              <ResendButton
                label="Renvoyer l’e-mail"
                onResend={() =>
                  resendEmail.mutateAsync(entry.emailId!).then(({ message, delivery, follow_up }) => {
                    // The follow-up asked with the e-mail is planned now that it left (0459): the form shows it.
                    if (follow_up) onFollowUp(follow_up);
                    return { message, failed: delivery === 'failed' };
                  })
                }
                onSent={() => list.current?.focus()}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
