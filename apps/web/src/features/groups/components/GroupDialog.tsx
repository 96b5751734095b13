import { Accordion, AccordionTab } from 'primereact/accordion';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import { imageDraftOf, useUploadInProgress } from '../../images/upload';
import { type PrinterChoice, type ProductGroup, useSaveGroup } from '../api';
import { formOf, type GroupForm, parentChoices } from '../model';
import { GroupAdvancedFields } from './GroupAdvancedFields';
import { type FieldErrors, GroupMainFields, type SetField } from './GroupMainFields';

const FIELDS: (keyof FieldErrors)[] = [
  'name',
  'vatIn',
  'vatOut',
  'printers',
  'color',
  'imageUrl',
  'externalReference',
  'parentGroupId',
  'orderIndex',
  'optionOrderIndex',
  'forceChoiceAmountFree',
  'forceChoiceAmountPaid',
  'maxChoiceFree',
  'maxChoicePaid',
];

/**
 * Create (group null: the new-group defaults) or edit a group. An attached image is uploaded when Save is pressed;
 * Save waits while any upload runs, and a failed upload or save keeps the dialog open with the message in red.
 */
export function GroupDialog({
  group,
  groups,
  printers,
  popupOffered,
  onClose,
}: {
  group: ProductGroup | null;
  groups: ProductGroup[];
  printers: PrinterChoice[];
  popupOffered: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('groups');
  const save = useSaveGroup();
  const uploading = useUploadInProgress();
  const [form, setForm] = useState<GroupForm>(() => formOf(group));
  const [image, setImage] = useState(() => imageDraftOf(group?.imageUrl));
  const [tried, setTried] = useState(false);
  const set: SetField = (field, value) => setForm((current) => ({ ...current, [field]: value }));

  const errors: FieldErrors = {};
  for (const field of FIELDS) errors[field] = fieldError(save.error, field);
  if (tried && !form.name.trim()) errors.name = t('required');
  const advancedError = FIELDS.slice(6).some((f) => errors[f]);
  // The advanced section opens by itself when the server names one of its fields.
  const [advancedOpen, setAdvancedOpen] = useState<number | null>(null);
  useEffect(() => {
    if (advancedError) setAdvancedOpen(0);
  }, [advancedError]);

  const submit = () => {
    setTried(true);
    if (!form.name.trim()) return;
    save.mutate(
      { productGroupId: group?.productGroupId, form, image },
      {
        onSuccess: (saved) => {
          toast.success(t(group ? 'toast.successEdit' : 'toast.createSuccess', { name: saved.name }));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      id="group-dialog"
      visible
      title={group ? t('dialog.editTitle', { name: group.name }) : t('dialog.addTitle')}
      saving={save.isPending || uploading}
      error={save.error}
      onHide={onClose}
      onSubmit={submit}
      width="46rem"
    >
      <GroupMainFields form={form} set={set} image={image} onImage={setImage} printers={printers} errors={errors} />
      <Accordion
        className="groups-dialog__accordion"
        activeIndex={advancedOpen}
        onTabChange={(e) => setAdvancedOpen(typeof e.index === 'number' ? e.index : null)}
      >
        <AccordionTab header={t('dialog.advanced')}>
          <GroupAdvancedFields
            form={form}
            set={set}
            errors={errors}
            parents={parentChoices(groups, group?.productGroupId ?? null)}
            popupOffered={popupOffered}
          />
        </AccordionTab>
      </Accordion>
    </FormDialog>
  );
}
