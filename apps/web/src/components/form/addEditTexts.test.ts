import { describe, expect, it } from 'vitest';
import { addEditTexts } from './addEditTexts';

type Item = { name: string };
/** A namespace's `t` that shows the key and its params. */
const t = (key: string, params: Record<string, unknown>) => `${key} ${JSON.stringify(params)}`;
const params = (item: Item) => ({ name: item.name });

describe('addEditTexts', () => {
  it('titles a new item with addTitle and toasts the saved one with addSuccess', () => {
    const texts = addEditTexts(t, null, params);
    expect(texts.title).toBe('dialog.addTitle {}');
    expect(texts.success({ name: 'Flour' })).toBe('toast.addSuccess {"name":"Flour"}');
  });

  it("titles an edited item with editTitle and its params, and toasts with the saved item's params", () => {
    const texts = addEditTexts(t, { name: 'Flour' }, params);
    expect(texts.title).toBe('dialog.editTitle {"name":"Flour"}');
    expect(texts.success({ name: 'Rye flour' })).toBe('toast.editSuccess {"name":"Rye flour"}');
  });

  it('reads the keys of one kind of a namespace where it says', () => {
    const keys = { title: 'zones', toast: 'toast.zone' } as const;
    expect(addEditTexts(t, null, params, keys).title).toBe('zones.addTitle {}');
    expect(addEditTexts(t, { name: 'Terrace' }, params, keys).success({ name: 'Garden' })).toBe(
      'toast.zone.editSuccess {"name":"Garden"}',
    );
  });
});
