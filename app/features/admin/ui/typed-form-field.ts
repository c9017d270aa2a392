import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';

/**
 * The value of a typed day or hour field (`DayField`, `TimeField`, `DayTimeField`) held by a react-hook-form form,
 * through the library's documented custom register (`register` without a ref, then `setValue`): its `Controller`
 * would bring `useController`'s code into the chunk the public forms load, over /contact's budget (decision 0558).
 * Checked again as it changes once the form was sent, as a registered field is.
 */
export function useTypedFormField<T extends FieldValues, C, V extends FieldValues>(
  form: Pick<UseFormReturn<T, C, V>, 'control' | 'register' | 'setValue' | 'formState'>,
  name: Path<T>,
) {
  const { control, register, setValue, formState } = form;
  useEffect(() => {
    register(name);
  }, [register, name]);
  const value = useWatch({ control, name }) as string | null | undefined;
  return {
    value: value ?? '',
    onValueChange: (next: string) => setValue(name, next as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  };
}
