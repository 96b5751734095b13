import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import { type TableType, useSaveType } from '../api';

/** Create (type null) or rename a table type. */
export function TypeDialog({ type, onClose }: { type: TableType | null; onClose: () => void }) {
  const { t } = useTranslation('tables');
  const save = useSaveType();
  const [name, setName] = useState(type?.name ?? '');
  const error = save.error && !name.trim() ? t('required') : fieldError(save.error, type ? 'name' : 'tableTypeName');

  const submit = () =>
    save.mutate(
      { id: type?.id, name },
      {
        onSuccess: (saved) => {
          toast.success(t(type ? 'toast.type.successEdit' : 'toast.type.createSuccess', { name: saved.name }));
          onClose();
        },
      },
    );

  return (
    <FormDialog
      id="type-dialog"
      visible
      title={type ? t('types.editTitle') : t('types.addTitle')}
      saving={save.isPending}
      error={save.error}
      onHide={onClose}
      onSubmit={submit}
    >
      <div className="form-field">
        <label htmlFor="type-name">{t('types.name')}</label>
        <InputText
          id="type-name"
          autoFocus
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          invalid={Boolean(error)}
          aria-describedby={error ? 'type-name-error' : undefined}
        />
        {error && (
          <small id="type-name-error" className="form-field__error">
            {error}
          </small>
        )}
      </div>
    </FormDialog>
  );
}
