import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';
import { Field } from './FormField';
import { uploadImage } from './image/upload';

function Harness({ dirty, onHide, onSubmit }: { dirty: boolean; onHide: () => void; onSubmit?: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <FormDialog
      id="test-dialog"
      visible
      title="Test dialog"
      saving={false}
      error={null}
      dirty={dirty}
      onHide={onHide}
      onSubmit={onSubmit ?? (() => {})}
    >
      <Field id="test-choice" label="Choice" hint="Pick one">
        <Dropdown
          inputId="test-choice"
          value={value}
          options={['One', 'Two']}
          onChange={(e) => setValue(e.value as string)}
        />
      </Field>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('closes an unchanged form at once (Cancel and Esc)', async () => {
    const onHide = vi.fn();
    render(<Harness dirty={false} onHide={onHide} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it('asks before discarding a changed form: Keep editing stays, Discard closes', async () => {
    const onHide = vi.fn();
    render(<Harness dirty onHide={onHide} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The changes made in this form will be lost.')).toBeTruthy();
    expect(onHide).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('The changes made in this form will be lost.')).toBeNull());
    expect(onHide).not.toHaveBeenCalled();

    // Esc asks the same question; a second Esc closes the question only.
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    expect(await screen.findByText('The changes made in this form will be lost.')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByText('The changes made in this form will be lost.')).toBeNull());
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Test dialog' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('The changes made in this form will be lost.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('leaves Esc to an open dropdown: the dialog stays', async () => {
    const onHide = vi.fn();
    render(<Harness dirty={false} onHide={onHide} />);
    const panel = document.createElement('div');
    panel.className = 'p-dropdown-panel p-connected-overlay-enter-done';
    document.body.appendChild(panel);
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    expect(onHide).not.toHaveBeenCalled();
    panel.remove();
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('submits with Enter through the form and shows the hint under the field', async () => {
    const onSubmit = vi.fn();
    render(<Harness dirty={false} onHide={() => {}} onSubmit={onSubmit} />);
    expect(screen.getByText('Pick one').id).toBe('test-choice-hint');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('FormDialog and the image upload', () => {
  it('refuses an SVG, and while an upload runs Save waits and the dialog says so', async () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await expect(uploadImage(svg)).rejects.toThrow('“logo.svg” is not a PNG, JPEG, GIF or WebP image');

    // The presign call never answers: the upload stays in progress.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const onSubmit = vi.fn();
    render(<Harness dirty={false} onHide={() => {}} onSubmit={onSubmit} />);
    void uploadImage(new File(['x'], 'photo.png', { type: 'image/png' })).catch(() => {});
    expect(await screen.findByText('Upload in progress: Save waits until it is done.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
