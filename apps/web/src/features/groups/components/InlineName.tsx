import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../groups.css';

/**
 * A name edited in its cell: click to edit, Enter or leaving the field saves, Escape cancels. A blank or unchanged
 * name cancels (document 2 section 5); the name is trimmed.
 */
export function InlineName({
  value,
  disabled,
  onSave,
}: {
  value: string;
  disabled?: boolean;
  onSave: (name: string) => void;
}) {
  const { t } = useTranslation('groups');
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const name = draft.trim();
    setDraft(null);
    if (name && name !== value) onSave(name);
  };

  if (draft !== null) {
    return (
      <InputText
        autoFocus
        value={draft}
        maxLength={200}
        className="p-inputtext-sm groups-inline-name__input"
        aria-label={t('inline.name', { name: value })}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(null);
        }}
      />
    );
  }
  return (
    <button
      type="button"
      className="groups-inline-name"
      disabled={disabled}
      title={t('inline.rename')}
      aria-label={t('inline.renameName', { name: value })}
      onClick={() => setDraft(value)}
    >
      <span>{value}</span>
      <i className="pi pi-pencil" aria-hidden="true" />
    </button>
  );
}
