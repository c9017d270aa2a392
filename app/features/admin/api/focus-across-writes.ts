import type { Mutation, MutationCacheConfig } from '@tanstack/react-query';
import { focusedControl, giveFocusBack } from '../../../ui/give-focus-back';

const focusedWhenSent = new WeakMap<Mutation<unknown, unknown, unknown>, HTMLElement>();

/**
 * The admin's writes keep the focus where it was: the control focused when a write is sent, disabled while it runs,
 * gets the focus back once answered (docs/decisions/0541-admin-writes-keep-the-focus.md).
 */
export const focusAcrossWrites = {
  onMutate: (_variables, mutation) => {
    const control = focusedControl();
    if (control) focusedWhenSent.set(mutation, control);
  },
  onSettled: (_data, _error, _variables, _result, mutation) => {
    const control = focusedWhenSent.get(mutation);
    focusedWhenSent.delete(mutation);
    if (control) giveFocusBack(control);
  },
} satisfies MutationCacheConfig;
