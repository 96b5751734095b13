import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogErrorLine } from '../../../components/DialogErrorLine';

export type ChangeableType = 'CASH' | 'CARD';

/**
 * Choose CASH or CARD, then save or cancel (document 3: edit payment transaction, pay-type change of an ordered
 * product). Nothing is saved while no type is chosen; the current type is not offered as a change.
 */
export function PayTypeChoiceDialog({
  id,
  title,
  message,
  current,
  saving,
  error,
  onSave,
  onHide,
}: {
  id: string;
  title: string;
  message: string;
  current: string;
  saving: boolean;
  error: unknown;
  onSave: (type: ChangeableType) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation(['accounts', 'analytics', 'common']);
  const [choice, setChoice] = useState<ChangeableType | null>(null);
  const options = (['CASH', 'CARD'] as const).map((type) => ({
    value: type,
    label: t(`analytics:payTypes.${type}`),
    disabled: type === current,
  }));
  const footer = (
    <div className="form-dialog__footer">
      <Button type="button" label={t('common:dialog.cancel')} text onClick={onHide} disabled={saving} />
      <Button
        type="button"
        label={t('common:dialog.save')}
        icon="pi pi-check"
        loading={saving}
        disabled={choice === null}
        onClick={() => choice && onSave(choice)}
      />
    </div>
  );
  return (
    <Dialog
      visible
      onHide={onHide}
      header={title}
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      style={{ width: '27rem', maxWidth: 'calc(100vw - 2rem)' }}
      className="form-dialog"
      data-testid={id}
    >
      <div className="form-dialog__form">
        <p className="pay-choice__message">{message}</p>
        <div className="pay-choice__field">
          <span id={`${id}-label`} className="pay-choice__label">
            {t('accounts:payChoice.label')}
          </span>
          <SelectButton
            value={choice}
            onChange={(e) => setChoice((e.value as ChangeableType | null) ?? null)}
            options={options}
            optionDisabled="disabled"
            aria-labelledby={`${id}-label`}
          />
          {choice === null && <small className="pay-choice__hint">{t('accounts:payChoice.required')}</small>}
        </div>
        <DialogErrorLine error={error} id={`${id}-error`} />
      </div>
    </Dialog>
  );
}
