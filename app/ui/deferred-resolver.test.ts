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

describe('deferredResolver without its rules', () => {
  it('lets the values through for the server to check, and tries the download again next time', async () => {
    const real = vi.fn<Resolver<Values, unknown, Values>>(async () => ({ values: {}, errors: { email: { type: 'format', message: 'E-mail invalide' } } }));
    const load = vi.fn<() => Promise<Resolver<Values, unknown, Values>>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(real);
    const { resolver } = deferredResolver<Values, Values>(load);
    const options = { fields: {}, shouldUseNativeValidation: false };

    await expect(resolver({ email: 'x' }, undefined, options)).resolves.toEqual({ values: { email: 'x' }, errors: {} });
    await expect(resolver({ email: 'x' }, undefined, options)).resolves.toEqual({ values: {}, errors: { email: { type: 'format', message: 'E-mail invalide' } } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
