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
