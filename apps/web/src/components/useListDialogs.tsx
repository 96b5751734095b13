import { Fragment, type ReactNode, useState } from 'react';
import { errorMessage } from '../lib/api';
import { type ConfirmedDeleteOptions, useConfirmedDelete } from './useConfirmedDelete';

/** What a list screen does with its items' dialogs (docs/adding-a-screen.md). */
export interface ListDialogs<T> {
  /** The item in the add/edit dialog: undefined when it is closed, null for a new one. */
  editing: T | null | undefined;
  openAdd: () => void;
  openEdit: (item: T) => void;
  close: () => void;
  /** Asks before deleting the item (the `remove` options). */
  askDelete: (item: T) => void;
  /** The open add/edit dialog and the delete confirmation: the screen renders them once (DataPage's `dialogs`). */
  dialogs: ReactNode;
}

const NO_DELETE = { question: () => '', remove: () => undefined };

/**
 * The one way a list screen opens its add/edit dialog and deletes after asking: `editor(item, close)` is the dialog
 * (item null: a new one), shown while `openAdd()` or `openEdit(item)` holds it open; `remove` is useConfirmedDelete's
 * options, asked by `askDelete(item)`. Each opening mounts a fresh dialog (a form starts from its item's values).
 */
export function useListDialogs<T, I = unknown>({
  editor,
  remove,
}: {
  editor?: (item: T | null, close: () => void) => ReactNode;
  remove?: ConfirmedDeleteOptions<T, I>;
}): ListDialogs<T> {
  const [open, setOpen] = useState<{ item: T | null; key: number } | null>(null);
  const deleting = useConfirmedDelete<T, I>(remove ?? NO_DELETE);
  const show = (item: T | null) => setOpen((previous) => ({ item, key: (previous?.key ?? 0) + 1 }));
  const close = () => setOpen(null);
  return {
    editing: open?.item,
    openAdd: () => show(null),
    openEdit: show,
    close,
    askDelete: deleting.ask,
    dialogs: (
      <>
        {open && editor && <Fragment key={open.key}>{editor(open.item, close)}</Fragment>}
        {remove && deleting.dialog}
      </>
    ),
  };
}

/** The i18n function of a feature's namespace, as the delete texts use it. */
type TextsOf<K extends string> = (key: K, options: Record<string, unknown>) => string;

/** The confirmation and the toasts of a delete, from the usual keys of the feature's namespace. */
export interface DeleteTexts<T> {
  question: (item: T) => string;
  success: (item: T) => string;
  failure?: (error: unknown) => string;
}

/**
 * The usual texts of a delete (docs/adding-a-screen.md): `confirmDelete` and `toast.deleteSuccess` with the item's
 * `params`, and `toast.deleteError` with the server's reason; `serverMessage` keeps the server's message itself as
 * the failure toast (a namespace without `toast.deleteError`).
 */
export function deleteTexts<T>(
  t: TextsOf<'confirmDelete' | 'toast.deleteSuccess' | 'toast.deleteError'>,
  params: (item: T) => Record<string, unknown>,
): DeleteTexts<T>;
export function deleteTexts<T>(
  t: TextsOf<'confirmDelete' | 'toast.deleteSuccess'>,
  params: (item: T) => Record<string, unknown>,
  serverMessage: true,
): DeleteTexts<T>;
export function deleteTexts<T>(
  t: TextsOf<'confirmDelete' | 'toast.deleteSuccess'>,
  params: (item: T) => Record<string, unknown>,
  serverMessage = false,
): DeleteTexts<T> {
  // Without `serverMessage`, the first signature's `t` also knows `toast.deleteError`.
  const texts = t as TextsOf<'confirmDelete' | 'toast.deleteSuccess' | 'toast.deleteError'>;
  return {
    question: (item) => texts('confirmDelete', params(item)),
    success: (item) => texts('toast.deleteSuccess', params(item)),
    failure: serverMessage ? undefined : (error) => texts('toast.deleteError', { reason: errorMessage(error) }),
  };
}
