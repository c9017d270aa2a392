import type { KeepStateOptions } from 'react-hook-form';

/**
 * useForm's options for a form that edits stored settings: they are shown once read and again whenever they change
 * (a save elsewhere, another administrator), while a field the user changed and has not saved yet keeps what they
 * chose; a read that brings the same values changes nothing (docs/decisions/0514-stored-settings-keep-unsaved-changes.md).
 * Once saved, the form is reset to what was saved, so that those fields follow the stored values again.
 */
export function followStored<Values>(values: Values | undefined) {
  const resetOptions: KeepStateOptions = { keepDirtyValues: true };
  return { values, resetOptions };
}

/**
 * What a save of such a form sends: the fields its user changed, so that it never writes back, over another
 * administrator's change, a value this user only saw; every field when none was changed (the shown values confirmed).
 */
export function changedValues<Values extends object>(values: Values, dirtyFields: object): Partial<Values> {
  const dirty = dirtyFields as Record<string, unknown>;
  const changed = Object.fromEntries(Object.entries(values).filter(([name]) => Boolean(dirty[name])));
  return Object.keys(changed).length > 0 ? (changed as Partial<Values>) : values;
}
