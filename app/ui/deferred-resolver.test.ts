import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { deferredResolver } from './deferred-resolver';

type Values = { email: string };

describe('deferredResolver', () => {
  it('loads the real resolver once and hands every check to it', async () => {
    const real = vi.fn<Resolver<Values, unknown, Values>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => real);
    const { resolver, preload } = deferredResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    void preload();
    const options = { fields: {}, shouldUseNativeValidation: false };
    await expect(resolver({ email: 'a@b.fr' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.fr' }, errors: {} });
    await resolver({ email: 'c@d.fr' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
    expect(real.mock.calls[1]?.[0]).toEqual({ email: 'c@d.fr' });
  });
});
