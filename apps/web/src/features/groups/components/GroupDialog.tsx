import { Accordion, AccordionTab } from 'primereact/accordion';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { type PrinterChoice, type ProductGroup, useSaveGroup } from '../api';
import { formOf, type GroupForm, groupFormSchema, parentChoices } from '../model';
import { GroupAdvancedFields } from './GroupAdvancedFields';
import { type FieldErrors, GroupMainFields } from './GroupMainFields';

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
  parentGroupId,
  onClose,
}: {
  group: ProductGroup | null;
  /** A new group made inside this one (the menu page's add sub-group). */
  parentGroupId?: number;
  groups: ProductGroup[];
  printers: PrinterChoice[];
  popupOffered: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('groups');
  const save = useSaveGroup();
  const texts = addEditTexts(t, group, (g: ProductGroup) => ({ name: g.name }));
  const {
    values: form,
    set,
    field,
    errorOf,
    dialog,
  } = useDialogForm(groupFormSchema, formOf(group, parentGroupId), {
    mutation: save,
    body: (values: GroupForm) => ({ productGroupId: group?.productGroupId, form: values }),
    success: texts.success,
    onClose,
  });

  const errors: FieldErrors = {};
  for (const field of FIELDS) errors[field] = errorOf(field);
  const advancedError = FIELDS.slice(6).some((f) => errors[f]);
  // The advanced section opens by itself when the server names one of its fields.
  const [advancedOpen, setAdvancedOpen] = useState<number | null>(null);
  useEffect(() => {
    if (advancedError) setAdvancedOpen(0);
  }, [advancedError]);

  return (
    <FormDialog id="group-dialog" title={texts.title} width="46rem" {...dialog}>
      <GroupMainFields form={form} set={set} field={field} printers={printers} errors={errors} />
      <Accordion
        className="groups-dialog__accordion"
        activeIndex={advancedOpen}
        onTabChange={(e) => setAdvancedOpen(typeof e.index === 'number' ? e.index : null)}
      >
        <AccordionTab header={t('dialog.advanced')}>
          <GroupAdvancedFields
            form={form}
            set={set}
            field={field}
            errors={errors}
            parents={parentChoices(groups, group?.productGroupId ?? null)}
            popupOffered={popupOffered}
          />
        </AccordionTab>
      </Accordion>
    </FormDialog>
  );
}
