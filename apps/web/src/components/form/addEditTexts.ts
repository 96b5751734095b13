/** The i18n function of a feature's namespace, as the add/edit texts use it. */
type TextsOf<K extends string> = (key: K, options: Record<string, unknown>) => string;

/** The keys an add-or-edit dialog's texts are read from: `<title>.addTitle`, `<toast>.editSuccess`... */
type AddEditKeys<D extends string, S extends string> =
  | `${D}.addTitle`
  | `${D}.editTitle`
  | `${S}.addSuccess`
  | `${S}.editSuccess`;

/** An add-or-edit dialog's title, and its success toast for the saved item (useDialogForm's `success`). */
export interface AddEditTexts<T> {
  title: string;
  success: (saved: T) => string;
}

/**
 * The texts of a dialog that adds a new item (`item` null) or edits one (docs/forms.md), from the usual keys of the
 * namespace: the title `dialog.addTitle` or `dialog.editTitle` with the edited item's `params`, and the toast
 * `toast.addSuccess` or `toast.editSuccess` with the saved item's. A namespace holding several kinds names where its
 * keys are (`{ title: 'zones', toast: 'toast.zone' }`: `zones.addTitle`, `toast.zone.addSuccess`...).
 */
export function addEditTexts<T, D extends string = 'dialog', S extends string = 'toast'>(
  t: TextsOf<AddEditKeys<D, S>>,
  item: T | null,
  params: (item: T) => Record<string, unknown>,
  keys?: { title: D; toast: S },
): AddEditTexts<T> {
  const { title, toast } = keys ?? { title: 'dialog', toast: 'toast' };
  const texts = t as TextsOf<string>;
  const kind = item === null ? 'add' : 'edit';
  return {
    title: texts(`${title}.${kind}Title`, item === null ? {} : params(item)),
    success: (saved) => texts(`${toast}.${kind}Success`, params(saved)),
  };
}
