import { addDays } from './calendar-day';
import { calendarDayFormat } from './french-dates';
import { parisInstant, parisToday, parisWallClock } from './paris-time';
import { isOpenDayKey, OPENING_HOURS } from './response-promises';
import { NO_CLOSURES, type AgencyClosure } from './settings/agency-closures';

/** A slot every half hour; the last one starts half an hour before closing. */
export const CALLBACK_SLOT_MINUTES = 30;
/** How many open days the form offers: two working weeks. */
export const CALLBACK_SLOT_DAYS = 10;
/** A slot is offered from an hour after now: the time to read the request before calling. */
export const CALLBACK_SLOT_NOTICE_MINUTES = 60;
/** Calendar days looked through for open ones: a long closure does not leave the form without a slot. */
const DAYS_LOOKED_THROUGH = 60;

export interface CallbackSlot {
  /** The instant, in ISO: what the form sends as `preferredTime`. */
  value: string;
  /** Its Paris time, as French writes it: '9 h', '9 h 30'. */
  label: string;
}

export interface CallbackSlotDay {
  /** The Paris day, 'AAAA-MM-JJ'. */
  day: string;
  /** 'aujourd’hui, lundi 7 décembre', 'demain, mardi 8 décembre', 'mercredi 9 décembre'. */
  label: string;
  slots: CallbackSlot[];
}

const dayName = calendarDayFormat({ weekday: 'long', day: 'numeric', month: 'long' });
const timeLabel = (minutes: number) => {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return minute === 0 ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${String(minute).padStart(2, '0')}`;
};

/**
 * The slots a visitor may choose for a callback (docs/decisions/0544-callback-slots-offered.md): every half hour of
 * the opening hours, Paris time, on the next open days (weekends, public holidays and the agency's closures left
 * out), from an hour after `now`. The same list for the modal and the form without JavaScript; the schema still
 * judges what is sent, whoever sends it.
 */
export function callbackSlotDays(now: Date, closures: readonly AgencyClosure[] = NO_CLOSURES, days = CALLBACK_SLOT_DAYS): CallbackSlotDay[] {
  const earliest = now.getTime() + CALLBACK_SLOT_NOTICE_MINUTES * 60_000;
  const today = parisToday(now);
  const offered: CallbackSlotDay[] = [];
  for (let offset = 0; offset < DAYS_LOOKED_THROUGH && offered.length < days; offset += 1) {
    const day = addDays(today, offset);
    if (!isOpenDayKey(day, closures)) continue;
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const slots: CallbackSlot[] = [];
    for (let minutes = OPENING_HOURS.from * 60; minutes < OPENING_HOURS.to * 60; minutes += CALLBACK_SLOT_MINUTES) {
      const at = parisInstant(year, month, date, Math.floor(minutes / 60), minutes % 60);
      if (at >= earliest) slots.push({ value: new Date(at).toISOString(), label: timeLabel(minutes) });
    }
    if (!slots.length) continue;
    const name = dayName(day);
    offered.push({ day, label: offset === 0 ? `aujourd’hui, ${name}` : offset === 1 ? `demain, ${name}` : name, slots });
  }
  return offered;
}

export interface CallbackSlotGroup {
  label: string;
  options: CallbackSlot[];
}

/** The heading of a chosen slot the list no longer offers. */
export const CHOSEN_SLOT_HEADING = 'Créneau choisi';

/**
 * The select's groups: the slots of each day, and first, under 'Créneau choisi', the slot `chosen` when the list does
 * not hold it (a request kept on the device since an earlier visit, a slot passed while the form was open, one sent
 * by hand): the select always shows what will be sent, and the schema says, in French, if it can no longer be taken.
 */
export function callbackSlotGroups(days: readonly CallbackSlotDay[], chosen: string | null | undefined): CallbackSlotGroup[] {
  const groups = days.map((day) => ({ label: day.label, options: day.slots }));
  const at = chosen ? Date.parse(chosen) : Number.NaN;
  if (!chosen || Number.isNaN(at) || days.some((day) => day.slots.some((slot) => slot.value === chosen))) return groups;
  const clock = parisWallClock(at);
  return [{ label: CHOSEN_SLOT_HEADING, options: [{ value: chosen, label: `${dayName(parisToday(at))}, ${timeLabel(clock.hour * 60 + clock.minute)}` }] }, ...groups];
}
