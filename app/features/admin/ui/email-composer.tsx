import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { fillTemplate } from '../../../../domain/reply-templates';
import { EmailSignatureForm } from '../admin-users/email-signature-form';
import { SignatureNote } from '../admin-users/signature-note';
import { DraftNote } from '../drafts/draft-note';
import { useDraft } from '../drafts/use-draft';
import { useReplyTemplates } from '../requests/reply-templates-api';
import type { AttachmentInput } from '../../../../domain/email-attachments';
import { AttachmentPicker } from './attachment-picker';
import { useAttachmentPicking, type PickedFile } from './use-attachment-picking';
import { Modal } from './modal';
import { WriteFeedback } from './write-feedback';

export const composerField =
  'mt-1 block w-full rounded-xl border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-gray-100 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40 disabled:opacity-60';
export const composerButton =
  'rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';

export interface ComposedEmail {
  subject: string;
  message: string;
  /** The files joined, when the composer offers them and some were chosen. */
  attachments?: AttachmentInput[];
}

interface EmailComposerProps {
  /** The form's accessible name ('Répondre par e-mail'). */
  label: string;
  subjectLabel: string;
  messageLabel: string;
  sendLabel: string;
  initialSubject: string;
  /** Whom the reply templates' {{prenom}}, {{nom}} and {{entreprise}} name. */
  person: { name: string; company: string };
  canEdit: boolean;
  pending: boolean;
  error: Error | null;
  feedback?: string;
  /**
   * Sends the e-mail; `submitter` is the button pressed (its `data-action`). Resolves true once it is stored, which
   * empties the message; false keeps it for another try.
   */
  onSend(mail: ComposedEmail, submitter: string | undefined): Promise<boolean>;
  /** More submit buttons beside 'send', each with its own `data-action`, given whether sending is possible. */
  moreActions?(ready: boolean): ReactNode;
  /** Fields of the sending itself, under the text (a prospect's follow-up). */
  children?: ReactNode;
  /** Where the subject and text not sent yet are kept on this browser (docs/decisions/0451-drafts.md). */
  draftKey?: string;
  /** Offers 'Joindre des fichiers' (docs/decisions/0470-email-attachments.md); the files are not kept with a draft. */
  attachable?: boolean;
  /**
   * Takes the focus when shown in place of the button that opened it, which leaves the page with it: the subject
   * while empty, else the message.
   */
  takeFocus?: boolean;
}

/**
 * The one way the back-office writes an e-mail to a person (a request's reply, a prospect's e-mail): a reply
 * template added after what is typed, the subject, the text, the author's signature the server adds, and the send
 * button.
 */
export function EmailComposer({ label, subjectLabel, messageLabel, sendLabel, initialSubject, person, canEdit, pending, error, feedback, onSend, moreActions, children, draftKey, attachable = false, takeFocus = false }: EmailComposerProps) {
  const id = useId();
  const subjectField = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (takeFocus) (subjectField.current?.value ? messageField.current : subjectField.current)?.focus();
  }, [takeFocus]);
  const kept = useDraft(draftKey);
  const [subject, setSubject] = useState(() => kept.draft?.subject ?? initialSubject);
  // The subject proposed follows the conversation as it loads and moves on, unless it was changed by hand.
  const proposed = useRef(initialSubject);
  useEffect(() => {
    if (proposed.current === initialSubject) return;
    const before = proposed.current;
    proposed.current = initialSubject;
    setSubject((current) => (current === before ? initialSubject : current));
  }, [initialSubject]);
  const [message, setMessage] = useState(() => kept.draft?.text ?? '');
  const templates = useReplyTemplates();
  const [editingSignature, setEditingSignature] = useState(false);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const picking = useAttachmentPicking(files, setFiles);
  const canDrop = attachable && canEdit && !pending;
  // Files dragged from the desktop onto the composer join the e-mail, as in a mail program.
  const dropHandlers = canDrop
    ? {
        onDragOver: (event: DragEvent<HTMLFormElement>) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        },
        onDrop: (event: DragEvent<HTMLFormElement>) => {
          if (event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          void picking.add([...event.dataTransfer.files]);
        },
      }
    : {};
  const change = (nextSubject: string, nextMessage: string) => {
    setSubject(nextSubject);
    setMessage(nextMessage);
    // Nothing a send would lose (no text, the subject as the composer proposes it): no draft.
    kept.keep({ subject: nextSubject, text: nextMessage }, !nextMessage.trim() && nextSubject === initialSubject);
  };
  // A template is added after what is already typed, never in its place.
  const insertTemplate = (templateId: string) => {
    const template = templates.data?.find((entry) => String(entry.id) === templateId);
    if (!template) return;
    const text = fillTemplate(template.body, person);
    change(template.subject ? fillTemplate(template.subject, person) : subject, message.trim() ? `${message.trimEnd()}\n\n${text}` : text);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = ((event.nativeEvent as SubmitEvent).submitter as HTMLElement | null)?.dataset.action;
    const attachments = files.map(({ name, content }) => ({ name, content }));
    if (await onSend({ subject, message, ...(attachments.length > 0 ? { attachments } : {}) }, submitter)) {
      setMessage('');
      setFiles([]);
      kept.discard();
    }
  };
  // Files still being read would not leave with the e-mail: it waits for them.
  const ready = canEdit && !pending && !picking.reading && message.trim() !== '' && subject.trim() !== '';

  return (
    <>
      <form onSubmit={submit} aria-label={label} className="space-y-2" {...dropHandlers}>
        {(templates.data?.length ?? 0) > 0 && (
          <label className="block text-sm text-gray-300" htmlFor={`${id}-template`}>
            Insérer une réponse type
            <select id={`${id}-template`} className={composerField} value="" disabled={!canEdit} onChange={(event) => insertTemplate(event.target.value)}>
              <option value="">Choisissez une réponse type…</option>
              {templates.data?.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="block text-sm text-gray-300" htmlFor={`${id}-subject`}>
          {subjectLabel}
          <input ref={subjectField} id={`${id}-subject`} className={composerField} value={subject} maxLength={200} disabled={!canEdit} onChange={(e) => change(e.target.value, message)} />
        </label>
        <label className="block text-sm text-gray-300 wrap-anywhere" htmlFor={`${id}-message`}>
          {messageLabel}
          <textarea ref={messageField} id={`${id}-message`} className={composerField} rows={4} maxLength={10000} value={message} disabled={!canEdit} onChange={(e) => change(subject, e.target.value)} />
        </label>
        {attachable && canEdit && <AttachmentPicker picking={picking} disabled={pending} />}
        {canEdit && <SignatureNote onEdit={() => setEditingSignature(true)} />}
        {kept.draft && <DraftNote onClear={() => change(initialSubject, '')} />}
        {children}
        <WriteFeedback error={error} message={feedback} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={composerButton} disabled={!ready}>
            {pending ? 'Envoi...' : sendLabel}
          </button>
          {moreActions?.(ready)}
        </div>
      </form>
      {/* Outside the composer's form: the signature's form is one of its own. */}
      <Modal open={editingSignature} onOpenChange={setEditingSignature} title="Votre signature d’e-mail">
        <EmailSignatureForm titled={false} onSaved={() => setEditingSignature(false)} />
      </Modal>
    </>
  );
}
