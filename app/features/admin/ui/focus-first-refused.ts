import type { FieldValues, FormState } from 'react-hook-form';
import { useFocusFirstInvalid } from '../../../ui/field-frame';

type SubmitState = Pick<FormState<FieldValues>, 'isSubmitted' | 'isSubmitSuccessful' | 'submitCount'>;

/**
 * `useFocusFirstInvalid` for a react-hook-form form holding a typed day or hour field (`useTypedFormField`): such a
 * field has no ref in the form, so the library cannot focus it when the form's schema refuses it. The first field
 * marked invalid, in the page's order, takes the focus after a refusal by the form as after one by the server; give
 * the form `shouldFocusError: false` so that the library does not move it on to a later field.
 */
export function useFocusFirstRefused(formState: SubmitState, serverRefusal: unknown) {
  // A refusal by the form is told by its submit count, new at each refused attempt; the server's by its error.
  const clientRefusal = formState.isSubmitted && !formState.isSubmitSuccessful ? formState.submitCount : 0;
  return useFocusFirstInvalid(clientRefusal || serverRefusal);
}
