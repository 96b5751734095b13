import { describe, expect, it, vi } from 'vitest';
import type { FieldBinder } from '../../lib/forms';
import { labelledFields } from './labelledFields';

type Form = { name: string; stock: number };

describe('labelledFields', () => {
  it("gives a field its id and label by name, with the form's value, change and message", () => {
    const set = vi.fn();
    const field: FieldBinder<Form> = (name, serverField) => ({
      value: ({ name: 'Flour', stock: 3 } as Form)[name],
      onChange: (value) => set(name, value),
      error: serverField === 'rows.0.stock' ? 'Too low' : undefined,
    });
    const input = labelledFields(field, 'ingredient', (name) => `Label of ${name}`);
    const name = input('name');
    expect(name).toMatchObject({ id: 'ingredient-name', label: 'Label of name', value: 'Flour', error: undefined });
    name.onChange('Sugar');
    expect(set).toHaveBeenCalledWith('name', 'Sugar');
    expect(input('stock', 'rows.0.stock')).toMatchObject({ id: 'ingredient-stock', value: 3, error: 'Too low' });
  });
});
