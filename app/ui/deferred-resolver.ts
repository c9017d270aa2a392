import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema, and zod with it, loads after the page has painted rather than with it.
 * `preload` starts the download when the visitor reaches the form, so the first check rarely waits.
 * If the rules cannot be downloaded (connection lost, site redeployed), the values go through unchecked:
 * the server applies the same rules and answers in French, so a visitor is never stuck with a form that
 * cannot be sent. The next check tries the download again.
 */
export function deferredResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>) {
  let loading: Promise<Resolver<Input, unknown, Output> | null> | undefined;
  const preload = () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      return null;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const rules = await preload();
    return rules ? rules(values, context, options) : { values: values as unknown as Output, errors: {} };
  };
  return { resolver, preload };
}
