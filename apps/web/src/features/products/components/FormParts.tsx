import type { ReactNode } from 'react';
import type { FieldBinder } from '../../../lib/forms';
import type { ProductForm } from '../productForm';

/**
 * The product form as each part of the dialog works on it (ProductDialog builds it once): the values, a change of
 * them (`setForm` over the whole form, `set` of one field), the wired fields, and the messages by field.
 */
export interface ProductFormParts {
  form: ProductForm;
  setForm: (update: (f: ProductForm) => ProductForm) => void;
  set: <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => void;
  field: FieldBinder<ProductForm>;
  errors: Record<string, string | undefined>;
}

/** A titled group of fields of the product dialog. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`product-section${className ? ` ${className}` : ''}`}>
      <legend className="product-section__title">{title}</legend>
      {children}
    </fieldset>
  );
}
