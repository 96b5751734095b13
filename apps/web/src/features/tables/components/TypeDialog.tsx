import { tableTypeSchema } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormField';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { REQUIRED } from '../../../lib/forms';
import { type TableType, useSaveType } from '../api';

const typeFormSchema = tableTypeSchema.pick({ name: true }).extend({
  name: z.string().trim().min(1, REQUIRED).max(100),
});

/** Create (type null) or rename a table type. */
export function TypeDialog({ type, onClose }: { type: TableType | null; onClose: () => void }) {
  const { t } = useTranslation('tables');
  const save = useSaveType();
  const texts = addEditTexts(t, type, (x: TableType) => ({ name: x.name }), { title: 'types', toast: 'toast.type' });
  const { field, errorOf, dialog } = useDialogForm(
    typeFormSchema,
    { name: type?.name ?? '' },
    {
      mutation: save,
      body: ({ name }) => ({ id: type?.id, name }),
      success: texts.success,
      onClose,
    },
  );

  return (
    <FormDialog id="type-dialog" title={texts.title} {...dialog}>
      <TextField
        id="type-name"
        label={t('types.name')}
        {...field('name')}
        error={errorOf('name', type ? 'name' : 'tableTypeName')}
        autoFocus
        maxLength={100}
      />
    </FormDialog>
  );
}
