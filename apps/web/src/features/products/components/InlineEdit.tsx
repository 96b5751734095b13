import { InputText } from 'primereact/inputtext';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import '../product-cells.css';

/**
 * A table cell edited in place (document 2 section 4): a click opens an input holding the value; Enter or leaving the
 * field submits, Escape cancels. The caller decides whether the typed text is saved.
 */
export function InlineEdit({
  value,
  label,
  children,
  onSubmit,
  disabled,
  inputMode,
  align = 'start',
  testId,
}: {
  /** The text the input starts with. */
  value: string;
  /** Accessible name of the button and of the input, e.g. "Edit the name of Coca-Cola". */
  label: string;
  /** What the cell shows when not editing. */
  children: ReactNode;
  onSubmit: (typed: string) => void;
  disabled?: boolean;
  inputMode?: 'text' | 'decimal';
  align?: 'start' | 'end';
  testId?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  // Enter submits and then the input's blur fires: submit once.
  const done = useRef(false);

  if (disabled) return <span className={`inline-edit__static inline-edit--${align}`}>{children}</span>;

  if (draft === null) {
    return (
      <button
        type="button"
        className={`inline-edit inline-edit--${align}`}
        aria-label={label}
        title={label}
        data-testid={testId}
        onClick={() => {
          done.current = false;
          setDraft(value);
        }}
      >
        {children}
      </button>
    );
  }

  const finish = (submit: boolean) => {
    if (done.current) return;
    done.current = true;
    const typed = draft;
    setDraft(null);
    if (submit) onSubmit(typed);
  };

  return (
    <InputText
      autoFocus
      className={`inline-edit__input inline-edit--${align}`}
      value={draft}
      aria-label={label}
      inputMode={inputMode}
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={finishKeys(finish)}
    />
  );
}

/** Enter keeps what was typed, Escape drops it: the keys of every inline editor of a cell. */
export const finishKeys = (finish: (keep: boolean) => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter' && e.key !== 'Escape') return;
  e.preventDefault();
  finish(e.key === 'Enter');
};
