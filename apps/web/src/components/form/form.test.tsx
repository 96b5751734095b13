import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDialog } from '../FormDialog';
import { NumberField, SelectField, TextField, YesNoFields } from '../FormField';
import { FormSection, SaveForm } from './FormSection';
import { type FormMutation, useDialogForm } from './useDialogForm';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const schema = z.object({ name: z.string().trim().min(1, 'common:dialog.required') });

function NameDialog({
  mutation,
  onClose,
}: {
  mutation: FormMutation<{ id: number; name: string }, { name: string }>;
  onClose: () => void;
}) {
  const { values, set, errorOf, dialog } = useDialogForm(
    schema,
    { name: '' },
    {
      mutation,
      body: ({ name }) => ({ id: 7, name }),
      success: (saved) => `Saved ${saved.name}`,
      onClose,
    },
  );
  return (
    <FormDialog id="name-dialog" title="Rename" {...dialog}>
      <TextField
        id="name-field"
        label="Name"
        value={values.name}
        onChange={(v) => set('name', v)}
        error={errorOf('name')}
      />
    </FormDialog>
  );
}

const fakeMutation = () => {
  const calls: unknown[] = [];
  const mutation = {
    isPending: false,
    error: null,
    mutate: vi.fn(
      (variables: { id: number; name: string }, options: { onSuccess: (saved: { name: string }) => void }) => {
        calls.push(variables);
        options.onSuccess({ name: variables.name });
      },
    ),
  };
  return { mutation, calls };
};

describe('useDialogForm', () => {
  it("refuses the schema's invalid values without sending, then sends the body, toasts and closes", async () => {
    const { mutation, calls } = fakeMutation();
    const onClose = vi.fn();
    render(<NameDialog mutation={mutation} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(screen.getByLabelText('Name').closest('.p-invalid')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe('name-field-error');

    await userEvent.type(screen.getByLabelText('Name'), '  Terrace ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toEqual([{ id: 7, name: 'Terrace' }]));
    expect(toast.success).toHaveBeenCalledWith('Saved Terrace');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing a changed form', async () => {
    const { mutation } = fakeMutation();
    const onClose = vi.fn();
    render(<NameDialog mutation={mutation} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
  });
});

describe('shared fields', () => {
  it('NumberField gives numbers, and its empty value when cleared; an error marks it and describes it', async () => {
    const changes: (number | null)[] = [];
    function Harness({ error }: { error?: string }) {
      const [value, setValue] = useState<number | null>(5);
      return (
        <NumberField
          id="count"
          label="Count"
          value={value}
          empty={null}
          error={error}
          hint="How many"
          onChange={(n) => {
            changes.push(n);
            setValue(n);
          }}
        />
      );
    }
    const { rerender } = render(<Harness />);
    const input = screen.getByLabelText('Count');
    expect(input.getAttribute('aria-describedby')).toBe('count-hint');
    await userEvent.clear(input);
    await userEvent.type(input, '42');
    fireEvent.blur(input);
    expect(changes.at(-1)).toBe(42);
    await userEvent.clear(input);
    fireEvent.blur(input);
    expect(changes.at(-1)).toBeNull();
    rerender(<Harness error="Too many" />);
    expect(screen.getByText('Too many').id).toBe('count-error');
    expect(screen.getByLabelText('Count').getAttribute('aria-describedby')).toBe('count-error');
    expect(screen.getByLabelText('Count').closest('.p-invalid')).toBeTruthy();
  });

  it("SelectField gives the chosen option's value", async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        id="zone"
        label="Zone"
        value={1}
        options={[
          { value: 1, label: 'Bar' },
          { value: 2, label: 'Terrace' },
        ]}
        onChange={onChange}
      />,
    );
    await userEvent.click(document.querySelector('#zone')?.closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Terrace', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('YesNoFields renders one checkbox or switch per field, ids from the prefix, and reports the field changed', async () => {
    const onChange = vi.fn();
    const values = { webHidden: false, kioskHidden: true };
    const labelOf = (field: string) => (field === 'webHidden' ? 'Hidden online' : 'Hidden on the kiosk');
    const { unmount } = render(
      <YesNoFields
        idPrefix="product"
        fields={['webHidden', 'kioskHidden']}
        values={values}
        onChange={onChange}
        labelOf={labelOf}
      />,
    );
    expect(screen.getByLabelText('Hidden online').id).toBe('product-webHidden');
    await userEvent.click(screen.getByLabelText('Hidden online'));
    expect(onChange).toHaveBeenCalledWith('webHidden', true);
    unmount();

    render(
      <YesNoFields
        as="switch"
        fields={['webHidden', 'kioskHidden']}
        values={values}
        onChange={onChange}
        labelOf={labelOf}
        errorOf={(field) => (field === 'kioskHidden' ? 'Not allowed' : undefined)}
      />,
    );
    expect(screen.getByRole('switch', { name: /Hidden on the kiosk/ }).id).toBe('kioskHidden');
    expect(screen.getByText('Not allowed')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: /Hidden on the kiosk/ }));
    expect(onChange).toHaveBeenCalledWith('kioskHidden', false);
  });
});

describe('SaveForm', () => {
  const labels = { save: 'Save', saveLabel: 'Save the shop', unsaved: 'Unsaved changes', upToDate: 'Saved' };

  it('says whether there is something to save and saves on Save or Enter', async () => {
    const onSave = vi.fn();
    const { rerender } = render(
      <FormSection id="shop" icon="pi pi-shop" title="Shop">
        <SaveForm id="shop" dirty={false} saving={false} onSave={onSave} labels={labels}>
          <TextField id="shop-name" label="Shop name" value="" onChange={() => {}} />
        </SaveForm>
      </FormSection>,
    );
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
    rerender(
      <FormSection id="shop" icon="pi pi-shop" title="Shop">
        <SaveForm id="shop" dirty saving={false} onSave={onSave} labels={labels}>
          <TextField id="shop-name" label="Shop name" value="" onChange={() => {}} />
        </SaveForm>
      </FormSection>,
    );
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(screen.getByTestId('shop-save'));
    await userEvent.type(screen.getByLabelText('Shop name'), '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Save the shop' })).toBeTruthy();
  });
});
