/**
 * Forms of the console: react-hook-form with the zod resolver. A dialog's schema is derived from the shared one
 * (`.pick()/.extend()`, packages/shared) and its own messages are i18n keys ('ns:key'); `useZodForm` gives the values,
 * setters that mark the form changed, each field's message (the schema's first, else the server's) and `dirty` for the
 * unsaved-changes guard of FormDialog.
 */
import { DEVICE_ADDRESS_MESSAGE, TEXT_MESSAGES } from '@comptoir/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, fieldError } from './api';
import i18n from './i18n';

/** The message of an empty required field. */
export const REQUIRED = 'common:dialog.required';

/** The dialog's error line when the schema refused the form: "check the highlighted fields". */
export const LOCAL_INVALID = new ApiError(400, 'VALIDATION', 'Invalid input', {});

/** A message key ('ns:key.path') is translated; another text (a shared schema's message) is shown as it is. */
const MESSAGE_KEY = /^[a-z]+:[\w.]+$/;

/**
 * The shared schemas' own messages the console shows in the interface language (links, single-line texts, device
 * addresses: packages/shared text.ts and integrations.ts), whether the console's schema or the server gave them.
 */
const SHARED_MESSAGE_KEYS: Record<string, string> = {
  [TEXT_MESSAGES.webLink]: 'common:validation.webLink',
  [TEXT_MESSAGES.singleLine]: 'common:validation.singleLine',
  [DEVICE_ADDRESS_MESSAGE]: 'common:validation.deviceAddress',
};

/** A shared schema's message as its i18n key, or the message itself. */
export function sharedMessageKey(message: string): string {
  return SHARED_MESSAGE_KEYS[message] ?? message;
}

/** A message from a shared rule or the server, in the interface language when it is one of the shared ones. */
export function sharedMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = SHARED_MESSAGE_KEYS[message];
  return key ? i18n.t(key as 'common:validation.webLink') : message;
}

/** `field(name)` of a form: what a shared field needs to show and change one value (serverField: the server's name). */
export type FieldBinder<T> = <K extends keyof T & string>(
  name: K,
  serverField?: string,
) => { value: T[K]; onChange: (value: T[K]) => void; error: string | undefined };

/**
 * A form's schema, or a loader of it: the sign-in form passes a loader so that zod is not part of the sign-in page's
 * first load (lib/firstLoad.ts, issue 26); every other form passes its schema.
 */
export type FormSchema<T extends FieldValues, O> = z.ZodType<O, T> | (() => Promise<z.ZodType<O, T>>);

function resolverOf<T extends FieldValues, O>(schema: FormSchema<T, O>): Resolver<T, unknown, O> {
  if (typeof schema !== 'function') return zodResolver(schema);
  return async (values, context, options) => zodResolver(await schema())(values, context, options);
}

export function useZodForm<T extends FieldValues, O>(
  schema: FormSchema<T, O>,
  defaults: T,
  options: {
    serverError?: unknown;
    /** Values for the messages' placeholders ({{count}}...). */
    messageParams?: Record<string, unknown>;
  } = {},
) {
  const { t } = useTranslation();
  const form = useForm<T, unknown, O>({
    resolver: resolverOf(schema),
    defaultValues: defaults as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isDirty, isSubmitted } = form.formState;
  const values = form.watch() as T;

  /** Sets one field; once Save was tried, its message follows the typing. */
  const set = <K extends keyof T & string>(field: K, value: T[K]) =>
    form.setValue(field as unknown as Path<T>, value as PathValue<T, Path<T>>, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });

  /** Applies a rule over the whole form (e.g. the price out following the price in): the changed fields are set. */
  const update = (change: (current: T) => T) => {
    const current = form.getValues();
    const next = change(current);
    for (const key of Object.keys(next) as Path<T>[]) {
      if (!Object.is(next[key as keyof T], current[key as keyof T]))
        set(key, next[key as keyof T] as PathValue<T, typeof key>);
    }
  };

  /** The field's message: the schema's (translated), else the one the failed request gave for that field. */
  const errorOf = (field: string, serverField: string = field): string | undefined => {
    const schemaMessage = (get(errors, field) as { message?: unknown } | undefined)?.message;
    const message =
      typeof schemaMessage === 'string' && schemaMessage ? schemaMessage : fieldError(options.serverError, serverField);
    if (!message) return undefined;
    const key = sharedMessageKey(message);
    return MESSAGE_KEY.test(key)
      ? // Keys come from the schemas at run time: the typed t cannot check them, the locale parity test does.
        String((t as unknown as (key: string, params: object) => string)(key, options.messageParams ?? {}))
      : key;
  };

  /** A field of the form wired for the shared fields (value, onChange, error line): `<TextField {...field('name')} />`. */
  const field: FieldBinder<T> = (name, serverField) => ({
    value: values[name],
    onChange: (value) => set(name, value),
    error: errorOf(name, serverField),
  });

  return {
    form,
    values,
    set,
    update,
    errorOf,
    field,
    /** True once a field differs from the defaults. */
    dirty: isDirty,
    /** The dialog's error line: the schema's refusal, else the failed request's error. */
    formError: isSubmitted && Object.keys(errors).length > 0 ? LOCAL_INVALID : options.serverError,
    /** Validates, then calls `onValid` with the schema's output. */
    submit: (onValid: (output: O) => void | Promise<void>) => () => void form.handleSubmit(onValid)(),
  };
}
