import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues, Context, Output> = Resolver<
  Values,
  Context,
  Output
> & {
  /** Starts loading the checks (give it to the form's onFocus: they are there by the submit). */
  preload: () => void;
};

/**
 * A form resolver whose checks (a shared zod schema, and zod) download when the form is first
 * used instead of with the page: `load` is called once, on the first focus or check.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): LazyResolver<Values, Context, Output> {
  let loaded: Promise<Resolver<Values, Context, Output>> | undefined;
  const get = () => {
    loaded ??= load();
    return loaded;
  };
  const resolver = (async (values, context, options) =>
    (await get())(values, context, options)) as LazyResolver<Values, Context, Output>;
  resolver.preload = () => void get().catch(() => undefined);
  return resolver;
}
