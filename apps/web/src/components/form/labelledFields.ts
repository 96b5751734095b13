import type { FieldBinder } from '../../lib/forms';

/**
 * A dialog's fields wired by their name (docs/forms.md): `input(name)` is what a shared field takes (TextField,
 * NumberField, SelectField...): the id `<idPrefix>-<name>` (the field's test id and its error line's), the label
 * `label(name)` (its type says which names the dialog labels so), and the form's value, onChange and message (`field(name, serverField)` of useZodForm). A field whose
 * id or label differs passes its own after the spread.
 */
export function labelledFields<T, N extends keyof T & string = keyof T & string>(
  field: FieldBinder<T>,
  idPrefix: string,
  label: (name: N) => string,
) {
  return <K extends N>(name: K, serverField?: string) => ({
    id: `${idPrefix}-${name}`,
    label: label(name),
    ...field(name, serverField),
  });
}
