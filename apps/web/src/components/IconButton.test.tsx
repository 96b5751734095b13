import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'primereact/button';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, runs its action, and looks like the PrimeReact button it stands for', async () => {
    const onClick = vi.fn();
    render(
      <>
        <IconButton icon="pi pi-trash" label="Delete Beer" severity="danger" onClick={onClick} testId="delete" />
        <Button type="button" icon="pi pi-trash" rounded text size="small" severity="danger" aria-label="PrimeReact" />
      </>,
    );
    const ours = screen.getByRole('button', { name: 'Delete Beer' });
    expect(ours.getAttribute('title')).toBe('Delete Beer');
    expect(ours.dataset.testid).toBe('delete');
    await userEvent.click(ours);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Same classes on the button and its icon as PrimeReact's own, so the theme styles both alike.
    const theirs = screen.getByRole('button', { name: 'PrimeReact' });
    const classes = (el: Element | null) => [...(el?.classList ?? [])].sort();
    expect(classes(ours)).toEqual(classes(theirs));
    expect(classes(ours.querySelector('.p-button-icon'))).toEqual(classes(theirs.querySelector('.p-button-icon')));
  });
});
