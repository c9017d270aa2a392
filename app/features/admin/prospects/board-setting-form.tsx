import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from '../../../../domain/validation/zod';
import { settingsMessages, type Settings, type SettingsUpdate } from '../../../../domain/settings/settings-schema';
import { refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { useCanWrite } from '../auth/use-can-write';
import { Notice, secondaryButton } from '../settings/settings-controls';
import { useSaveSettings, useSettings } from '../settings/settings-api';
import { changedValues, followStored } from '../settings/follow-stored';
import { Disclosure } from '../ui/disclosure';
import { ReadOnlyNote } from '../ui/read-only-note';

type Fields<S extends z.ZodObject> = z.output<S> & SettingsUpdate;

interface BoardSettingFormProps<S extends z.ZodObject> {
  /** The summary's text and the form's name. */
  title: string;
  /** The settings this form edits, a part of the settings' schema. */
  schema: S;
  defaults: z.output<S>;
  saveLabel: string;
  intro: ReactNode;
  /** The fields, given the form, each field's error (the form's or the server's) and whether they are disabled. */
  children: (form: UseFormReturn<Fields<S>, unknown, Fields<S>>, errorOf: (name: keyof z.output<S> & string) => string | undefined, disabled: boolean) => ReactNode;
}

/**
 * A part of the settings edited where it acts, folded above the board (the idle delays, 0391; the agency's sales
 * goal, 0463): read from and saved with the other settings, by an administrator; the board is read again once saved.
 */
export function BoardSettingForm<S extends z.ZodObject>({ title, schema, defaults, saveLabel, intro, children }: BoardSettingFormProps<S>) {
  const overview = useSettings();
  const save = useSaveSettings();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const formRef = useFocusFirstInvalid(save.error);
  const names = useMemo(() => Object.keys(schema.shape) as Array<keyof z.output<S> & keyof Settings & string>, [schema]);
  const refused = refusalOf(save.error, names, 'Erreur lors de l’enregistrement des paramètres');
  const [notice, setNotice] = useState<string | null>(null);
  // The resolver's types follow a schema known where it is written; here it is one of the settings' parts.
  const resolver = zodResolver(schema as never) as unknown as Resolver<Fields<S>, unknown, Fields<S>>;
  const stored = overview.data?.settings;
  const form = useForm<Fields<S>, unknown, Fields<S>>({
    resolver,
    defaultValues: defaults as never,
    ...followStored(stored && (Object.fromEntries(names.map((name) => [name, stored[name]])) as Fields<S>)),
  });

  const disabled = !canWrite || save.isPending || !stored;
  const onValid = (values: Fields<S>) => {
    setNotice(null);
    save.mutate(changedValues(values, form.formState.dirtyFields), {
      onSuccess: () => {
        form.reset(values);
        setNotice(settingsMessages.saved);
        // The dashboard shows the agency's goal (0468).
        void reloadAfterWrite(client, { others: [adminKeys.prospects.board, adminKeys.dashboard] });
      },
    });
  };
  const errorOf = (name: keyof z.output<S> & string) =>
    (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message ?? refused.field(name);

  return (
    <Disclosure className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-sm" summary={title}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid)} aria-label={title} className="mt-3 space-y-3">
        <p className="text-gray-400">{intro}</p>
        <ReadOnlyNote />
        {overview.error && <Notice tone="error">{refusalOf(overview.error, []).general}</Notice>}
        {children(form, errorOf, disabled)}
        {notice && <Notice tone="success">{notice}</Notice>}
        {refused.general && <Notice tone="error">{refused.general}</Notice>}
        <button type="submit" className={secondaryButton} disabled={disabled}>
          {save.isPending ? 'Enregistrement...' : saveLabel}
        </button>
      </form>
    </Disclosure>
  );
}
