import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { errorLine, renderWithClient } from '../../../test/render';
import { CorrectionDialog, correctionFormSchema } from './CorrectionDialog';

const base = {
  id: 'fix',
  title: 'Delete Duvel',
  message: 'A correction ticket is made.',
  saving: false,
  onHide: () => {},
};

describe('CorrectionDialog', () => {
  it('asks the reason of a closed ticket, and a note for OTHER, before sending them', async () => {
    const onSubmit = vi.fn();
    renderWithClient(<CorrectionDialog {...base} askReason error={null} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorLine('fix-reason')).toBe('Required'));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(document.querySelector('#fix-reason')?.closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Other', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorLine('fix-note')).toBe('Describe the reason'));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Note/), '  Glass broken ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reason: { reason: 'OTHER', note: 'Glass broken' } }));
  });

  it('on an open ticket asks only the new type, and shows the server refusal', () => {
    renderWithClient(
      <CorrectionDialog
        {...base}
        payType={{ current: 'CASH' }}
        askReason={false}
        error={new ApiError(409, 'CONFLICT', 'x', undefined, { reason: 'CORRECTION_NEEDS_OPEN_SHIFT' })}
        onSubmit={() => {}}
      />,
    );
    expect(document.querySelector('#fix-reason')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cash' }).className).toContain('p-disabled');
    expect(screen.getByRole('alert').textContent).toContain('Open a shift first');
  });

  it('the schema needs a type when asked and a note only for OTHER', () => {
    const schema = correctionFormSchema(true, true);
    expect(schema.safeParse({ paymentType: 'CARD', reason: 'COMPLAINT', note: '' }).success).toBe(true);
    expect(schema.safeParse({ paymentType: null, reason: 'COMPLAINT', note: '' }).success).toBe(false);
    expect(schema.safeParse({ paymentType: 'CARD', reason: 'OTHER', note: ' ' }).success).toBe(false);
    expect(correctionFormSchema(false, false).safeParse({ paymentType: null, reason: null, note: '' }).success).toBe(
      true,
    );
  });
});
