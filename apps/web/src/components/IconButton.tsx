/**
 * An icon-only button with the look of PrimeReact's `<Button icon rounded text size="small">`, for the buttons repeated
 * on every card of a long view (/menu: four per card, a hundred per group switch). It is a plain `<button>` with
 * PrimeReact's classes: PrimeReact's Button mounts a component tree with its pass-through props per button, which was
 * most of React's work on a group switch (decision 153). Named by its label (aria-label, and the native title as the
 * lists' RowActions do). Buttons that need a tooltip for a disabled reason stay RowActions' PrimeReact buttons.
 */
export interface IconButtonProps {
  /** PrimeIcons classes: 'pi pi-pencil'. */
  icon: string;
  label: string;
  onClick: () => void;
  severity?: 'secondary' | 'danger';
  testId?: string;
}

export function IconButton({ icon, label, onClick, severity = 'secondary', testId }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`p-button p-component p-button-icon-only p-button-rounded p-button-text p-button-sm p-button-${severity}`}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid={testId}
    >
      <span className={`p-button-icon p-c ${icon}`} aria-hidden="true" />
      <span className="p-button-label p-c">&nbsp;</span>
    </button>
  );
}
