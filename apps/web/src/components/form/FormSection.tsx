import './form.css';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { DialogErrorLine } from '../DialogErrorLine';

/** A card of a settings-like page: an icon, a title and a description, then its fields (`section-<id>` for tests). */
export function FormSection({
  id,
  title,
  description,
  icon,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  icon: string;
  children: ReactNode;
}) {
  return (
    <section className="card form-section" aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <header className="form-section__header">
        <i className={`${icon} form-section__icon`} aria-hidden="true" />
        <div>
          <h2 id={`${id}-title`} className="form-section__title">
            {title}
          </h2>
          {description && <p className="form-section__description">{description}</p>}
        </div>
      </header>
      {children}
    </section>
  );
}

/**
 * A form with its own Save inside a FormSection: the fields, the failed request's error line, then the save bar (the
 * state, `state` or unsaved / saved, and the Save button, `<id>-save` for tests). Enter or Save calls `onSave`, not
 * while `saving` (the button waits). `useSaveForm` (useDialogForm.ts) gives `dirty`, `saving`, `error` and `onSave`.
 */
export function SaveForm({
  id,
  dirty,
  saving,
  onSave,
  error,
  state,
  labels,
  sticky = false,
  children,
}: {
  id: string;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  error?: unknown;
  /** A state that says more than unsaved / saved (an upload running). */
  state?: string;
  /** The save bar's texts: the button, its accessible name, the unsaved and the saved state. */
  labels: { save: string; saveLabel: string; unsaved: string; upToDate: string };
  /** The bar stays at the bottom of the screen while the page scrolls (a page that is one form: settings). */
  sticky?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) onSave();
      }}
    >
      {children}
      <DialogErrorLine error={error} />
      <div className={sticky ? 'save-bar save-bar--sticky' : 'save-bar'}>
        <span className="save-bar__state" aria-live="polite">
          {state ?? (dirty ? labels.unsaved : labels.upToDate)}
        </span>
        <Button
          type="submit"
          icon="pi pi-save"
          label={labels.save}
          aria-label={labels.saveLabel}
          loading={saving}
          disabled={saving}
          data-testid={`${id}-save`}
        />
      </div>
    </form>
  );
}
