import { useState, type FormEvent } from 'react';
import { prospectBulkMessages } from '../../../../domain/prospects/prospect-bulk';
import { prospectUpdateSchema } from '../../../../domain/prospects/prospect-schema';
import { NEXT_ACTION_TYPES, type NextActionType } from '../../../../domain/prospects/next-action';
import { SelectField } from '../../../ui/select-field';
import { DayField } from '../../../ui/day-field';
import { TextField } from '../../../ui/text-field';
import { TimeField } from '../../../ui/time-field';
import { Modal } from '../ui/modal';

interface NextActionDialogProps {
  /** Who gets it, as the bar says it ('2 prospects sélectionnés'). */
  chosen: string;
  /** The day, what to do, the hour (null for the whole day) and the kind (null for none), or a null day to take the next action off. */
  onPlan: (day: string | null, label: string, time: string | null, type: NextActionType | null) => void;
  onCancel: () => void;
}

/**
 * One next action for every chosen prospect (Pipedrive's bulk edit of an activity's date,
 * docs/decisions/0423-prospect-bulk-next-action.md): the record's fields (the hour and the kind optional, 0476, 0488), checked with the
 * server's rules.
 */
export function NextActionDialog({ chosen, onPlan, onCancel }: NextActionDialogProps) {
  const [day, setDay] = useState('');
  const [label, setLabel] = useState('');
  const [time, setTime] = useState('');
  const [type, setType] = useState<NextActionType | ''>('');
  const [errors, setErrors] = useState<{ day?: string; label?: string; time?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsedDay = prospectUpdateSchema.shape.next_action_at.safeParse(day);
    const parsedLabel = prospectUpdateSchema.shape.next_action_label.safeParse(label);
    const dayError = !day ? prospectBulkMessages.nextAction : parsedDay.error?.issues[0]?.message;
    const parsedTime = prospectUpdateSchema.shape.next_action_time.safeParse(time);
    const labelError = parsedLabel.error?.issues[0]?.message;
    const timeError = parsedTime.error?.issues[0]?.message;
    setErrors({ day: dayError, label: labelError, time: timeError });
    if (!dayError && !labelError && !timeError && parsedDay.data) onPlan(parsedDay.data, parsedLabel.data ?? '', parsedTime.data ?? null, type || null);
  };

  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} title="Planifier la prochaine action" description={chosen}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <DayField label="Prochaine action le" required value={day} onValueChange={setDay} error={errors.day} />
          <TimeField label="À (facultatif)" value={time} onValueChange={setTime} error={errors.time} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <SelectField label="Type" options={NEXT_ACTION_TYPES} placeholder="Aucun" value={type} onChange={(event) => setType(event.target.value as NextActionType | '')} />
          <TextField
            label="Prochaine action"
            placeholder="Envoyer le devis, rappeler…"
            maxLength={120}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={errors.label}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => onPlan(null, '', null, null)} className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-100 hover:border-brand-400">
            Retirer la prochaine action
          </button>
          <button type="submit" className="rounded-xl bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Planifier
          </button>
        </div>
      </form>
    </Modal>
  );
}
