import { tableTypeSchema } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormField';
import { useZodForm } from '../../../lib/forms';
import { type TableType, useSaveType } from '../api';

const typeFormSchema = tableTypeSchema.pick({ name: true }).extend({
  name: z.string().trim().min(1, 'tables:required').max(100),
});

/** Create (type null) or rename a table type. */
export function TypeDialog({ type, onClose }: { type: TableType | null; onClose: () => void }) {
  const { t } = useTranslation('tables');
  const save = useSaveType();
  const { values, set, errorOf, dirty, formError, submit } = useZodForm(
    typeFormSchema,
    { name: type?.name ?? '' },
    { serverError: save.error },
  );
  const error = errorOf('name', type ? 'name' : 'tableTypeName');

  const send = ({ name }: { name: string }) =>
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
      error={formError}
      dirty={dirty}
      onHide={onClose}
      onSubmit={submit(send)}
    >
      <TextField
        id="type-name"
        label={t('types.name')}
        error={error}
        autoFocus
        value={values.name}
        maxLength={100}
        onChange={(name) => set('name', name)}
      />
    </FormDialog>
  );
}
