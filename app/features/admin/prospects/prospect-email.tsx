import { useId, useState } from 'react';
import type { PlannedFollowUp, TimelineEntry } from '../../../../domain/api/prospect-answers';
import { answerSubject } from '../../../../domain/email-replies';
import { FOLLOW_UP_CHOICES } from '../../../../domain/prospects/prospect-emails';
import { parisLocalInstantOrNull } from '../../../../domain/paris-time';
import { useCanWrite } from '../auth/use-can-write';
import { SelectField } from '../../../ui/select-field';
import { DayTimeField } from '../../../ui/day-time-field';
import { TimeField } from '../../../ui/time-field';
import { laterChoices } from '../../../../domain/later-choices';
import { draftKeys } from '../drafts/draft-store';
import { useDraft } from '../drafts/use-draft';
import { EmailComposer } from '../ui/email-composer';
import { writeControl } from '../ui/read-only-note';
import { useProspectTimeline, useSendProspectEmail } from './pipeline-api';
import type { Prospect } from './prospects-api';

const followUpOptions = FOLLOW_UP_CHOICES.map((choice) => ({ value: String(choice.days), label: choice.label }));
const OTHER_TIME = 'autre';

/**
 * When the e-mail leaves (docs/decisions/0472-scheduled-prospect-emails.md): now (''), one of the mornings offered,
 * or the day and hour typed in the field, in Paris time as the mornings offered.
 */
function sendAtOf(choice: string, otherTime: string): string | undefined {
  if (!choice) return undefined;
  if (choice !== OTHER_TIME) return choice;
  // Unreadable: sent as typed, for the server to refuse it in French beside the composer.
  return parisLocalInstantOrNull(otherTime) ?? otherTime;
}

/**
 * The subject the record's latest e-mail, sent or received, carries: only those entries name one, and the history
 * comes newest first. Answered with 'Re :', the next e-mail joins its thread (docs/decisions/0556-prospect-answer-subject.md).
 */
const latestSubject = (entries: TimelineEntry[] | undefined) => entries?.find((entry) => entry.subject !== undefined)?.subject;

/**
 * 'Écrire un e-mail' from a prospect's record (Pipedrive's e-mail from the deal, docs/decisions/0409-prospect-emails.md):
 * closed until asked, then the back-office's one composer; what is sent joins the history below.
 */
export function ProspectEmail({ prospect, onFollowUp }: { prospect: Prospect; onFollowUp: (next: PlannedFollowUp) => void }) {
  const id = useId();
  const canWrite = useCanWrite();
  const send = useSendProspectEmail(prospect.id);
  const history = useProspectTimeline(prospect.id);
  const draftKey = draftKeys.prospectEmail(prospect.id);
  // An e-mail begun and not sent opens the composer again (docs/decisions/0451-drafts.md).
  const kept = useDraft(draftKey);
  const [open, setOpen] = useState(Boolean(kept.draft));
  // Opened by its button, which then leaves the page, the composer takes the focus; opened with a draft, it does not.
  const [openedByHand, setOpenedByHand] = useState(false);
  // A follow-up by default, unless the deal already has its next action: that one is not replaced unasked.
  const [followUpDays, setFollowUpDays] = useState(prospect.next_action_at ? '' : '3');
  // Its hour, when agreed with the person (docs/decisions/0484-follow-up-time.md); empty for the whole day.
  const [followUpTime, setFollowUpTime] = useState('');
  const [sendChoice, setSendChoice] = useState('');
  const [otherTime, setOtherTime] = useState('');
  // On a Sunday, tomorrow is next Monday: one option for that morning.
  const mornings = laterChoices().filter((choice, index, all) => all.findIndex((other) => other.at === choice.at) === index);
  const sendOptions = [...mornings.map((choice) => ({ value: choice.at, label: choice.label })), { value: OTHER_TIME, label: 'Autre date et heure…' }];
  const address = prospect.email.trim();
  const name = [prospect.prenom, prospect.nom].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 space-y-3 rounded-xl border border-ink-700 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-white">
        Écrire au prospect
      </h3>
      {!address ? (
        <p className="text-sm text-gray-400">Pas d’adresse e-mail&nbsp;: appelez la personne ou ajoutez son adresse à la fiche.</p>
      ) : open ? (
        <EmailComposer
          label="Écrire un e-mail au prospect"
          subjectLabel="Objet"
          messageLabel={`Message à ${address}`}
          sendLabel={sendChoice ? 'Programmer l’envoi' : 'Envoyer l’e-mail'}
          initialSubject={answerSubject(latestSubject(history.data), '')}
          person={{ name, company: prospect.entreprise }}
          canEdit={canWrite}
          pending={send.isPending}
          error={send.error}
          feedback={send.data?.message}
          draftKey={draftKey}
          attachable
          takeFocus={openedByHand}
          onSend={async (mail) => {
            try {
              const sendAt = sendAtOf(sendChoice, otherTime);
              const followUp = followUpDays ? { follow_up_days: Number(followUpDays), ...(followUpTime ? { follow_up_time: followUpTime } : {}) } : {};
              const answer = await send.mutateAsync({ ...mail, ...followUp, ...(sendAt ? { send_at: sendAt } : {}) });
              // The next e-mail leaves now unless asked again.
              setSendChoice('');
              setOtherTime('');
              if (answer.follow_up) {
                onFollowUp(answer.follow_up);
                // The deal has its next action now: another e-mail does not replace it unasked.
                setFollowUpDays('');
                setFollowUpTime('');
              }
              return true;
            } catch {
              return false;
            }
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField label="Envoi" placeholder="Maintenant" options={sendOptions} value={sendChoice} disabled={!canWrite} onChange={(event) => setSendChoice(event.target.value)} />
            {sendChoice === OTHER_TIME && (
              <DayTimeField label="Date et heure d’envoi (heure de Paris)" timeLabel="Heure d’envoi" value={otherTime} disabled={!canWrite} onValueChange={setOtherTime} />
            )}
            <SelectField
              label="Relance une fois l’e-mail parti"
              placeholder="Aucune relance"
              options={followUpOptions}
              value={followUpDays}
              disabled={!canWrite}
              onChange={(event) => setFollowUpDays(event.target.value)}
            />
            {followUpDays && (
              <TimeField label="Heure de la relance (facultatif)" value={followUpTime} disabled={!canWrite} onValueChange={setFollowUpTime} />
            )}
          </div>
        </EmailComposer>
      ) : (
        <button
          type="button"
          aria-expanded={false}
          {...writeControl(canWrite)}
          onClick={() => {
            setOpen(true);
            setOpenedByHand(true);
          }}
          className="max-w-full wrap-anywhere rounded-xl border border-ink-600 px-4 py-2 text-left text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Écrire à {address}
        </button>
      )}
    </section>
  );
}
