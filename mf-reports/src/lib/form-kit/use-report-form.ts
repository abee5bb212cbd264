import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useUser } from 'shell/kit';
import { clearDraft, draftKey, onDraftCleared, readDraft, writeDraft } from './drafts';

/** What a form shows about its draft. */
export interface DraftState {
  /** True when the values on screen came back from a saved draft. */
  restored: boolean;
  /** When the draft was last saved (ISO time). */
  savedAt?: string;
  /** True until the stored draft has been read (the form shows its default values meanwhile). */
  loading: boolean;
  /** Deletes the draft and its submission id and empties the form. */
  discard(): void;
}

export interface UseReportFormOptions<TValues extends FieldValues> {
  /** Names the form; with the signed-in user it keys the draft ('bart', 'standard', ...). */
  formKey: string;
  /** The domain schema; validates the form's text values as they are (`raw`). */
  schema?: z.ZodType;
  /** A resolver of its own, instead of `schema` (e.g. a schema that depends on other values). */
  resolver?: Resolver<TValues>;
  /** The empty form. */
  defaultValues: TValues | (() => TValues);
  /**
   * Turns a stored draft's values back into form values; null drops the draft. Default: the
   * stored values over the defaults. Use it to keep only known fields of an older draft.
   */
  toFormValues?: (stored: unknown) => TValues | null;
  /** The draft format's version: a draft saved by another version is dropped. */
  version: number;
}

export type UseReportFormReturn<TValues extends FieldValues> = UseFormReturn<TValues> & { draft: DraftState; draftKey: string };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * react-hook-form with the domain schema, whose values are saved as the user's draft of this form
 * in IndexedDB on every change and restored after a reload, a crash or a closed tab. Errors
 * focus the first invalid field (react-hook-form's shouldFocusError; see also focusFirstError).
 */
export function useReportForm<TValues extends FieldValues>(options: UseReportFormOptions<TValues>): UseReportFormReturn<TValues> {
  const { formKey, schema, resolver, version, toFormValues } = options;
  const user = useUser();
  const key = draftKey(user?.username, formKey);
  const [defaults] = useState<TValues>(() => (typeof options.defaultValues === 'function' ? (options.defaultValues as () => TValues)() : options.defaultValues));
  const formResolver = useMemo(
    () => resolver ?? (schema ? (zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<TValues>) : undefined),
    [resolver, schema],
  );
  const form = useForm<TValues>({ defaultValues: defaults as DefaultValues<TValues>, resolver: formResolver, shouldFocusError: true });
  const [state, setState] = useState<{ restored: boolean; savedAt?: string; loading: boolean }>({ restored: false, loading: true });
  const loaded = useRef(false);
  const convert = useRef(toFormValues);
  convert.current = toFormValues;

  // Read the draft once per user and form; then save every change.
  useEffect(() => {
    let cancelled = false;
    loaded.current = false;
    setState({ restored: false, loading: true });
    void readDraft(key).then((stored) => {
      if (cancelled) return;
      const raw = stored && stored.version === version ? stored.values : null;
      const values = raw === null || raw === undefined ? null : convert.current ? convert.current(raw) : ({ ...defaults, ...(raw as object) } as TValues);
      // A user who typed before the read finished keeps what they typed.
      const restore = values !== null && !same(values, defaults) && !form.formState.isDirty;
      if (restore) form.reset(values);
      loaded.current = true;
      setState({ restored: restore, savedAt: restore ? stored?.savedAt : undefined, loading: false });
    });
    const subscription = form.watch((values) => {
      if (!loaded.current) return;
      void writeDraft(key, values, version).then((savedAt) => {
        if (!cancelled && savedAt) setState((s) => ({ ...s, savedAt }));
      });
    });
    const off = onDraftCleared(key, () => {
      if (!cancelled) setState({ restored: false, loading: false });
    });
    return () => {
      cancelled = true;
      subscription.unsubscribe();
      off();
    };
    // form and defaults are stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  const discard = useCallback(() => {
    loaded.current = false;
    void clearDraft(key).then(() => {
      form.reset(defaults);
      loaded.current = true;
      setState({ restored: false, loading: false });
    });
  }, [key, form, defaults]);

  return { ...form, draftKey: key, draft: { ...state, discard } };
}
