import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema, and zod with it, loads after the page has painted rather than with it.
 * `preload` starts the download when the visitor reaches the form, so the first check rarely waits.
 */
export function deferredResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const preload = () => (loading ??= load());
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
