import { CORRECTION_REASONS, type CorrectionReasonCode } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { ChoiceField, SelectField, TextField } from '../../../components/FormField';
import { REQUIRED, useZodForm } from '../../../lib/forms';

export type ChangeableType = 'CASH' | 'CARD';

/** What a correction sends besides its own fields: the new pay type (a type change), and why (a closed ticket). */
export interface CorrectionChoice {
  paymentType?: ChangeableType;
  /** Absent on an open ticket (voided in place, no reason asked: docs/decisions.md 67). */
  reason?: { reason: CorrectionReasonCode; note?: string };
}

/** The shared reason's limit (correctionReasonFields: 500 characters). */
const NOTE_MAX = 500;

/**
 * The form: the CASH/CARD choice when asked, the reason and its note when the ticket is closed. The note is required
 * for OTHER (the server's rule, requireReason), with a message under the field.
 */
export const correctionFormSchema = (askType: boolean, askReason: boolean) =>
  z
    .object({
      paymentType: z.enum(['CASH', 'CARD']).nullable(),
      reason: z.enum(CORRECTION_REASONS).nullable(),
      note: z.string().max(NOTE_MAX, 'accounts:corrections.form.noteTooLong'),
    })
    .superRefine((v, ctx) => {
      if (askType && v.paymentType === null)
        ctx.addIssue({ code: 'custom', path: ['paymentType'], message: 'accounts:payChoice.required' });
      if (askReason && v.reason === null) ctx.addIssue({ code: 'custom', path: ['reason'], message: REQUIRED });
      if (askReason && v.reason === 'OTHER' && !v.note.trim())
        ctx.addIssue({ code: 'custom', path: ['note'], message: 'accounts:corrections.form.noteRequired' });
    });
type CorrectionForm = z.input<ReturnType<typeof correctionFormSchema>>;

/**
 * Every correction of the account summary and the ordered-products history (document 3, issue 21) in one dialog:
 * what happens (`message`: on a closed ticket, that a correction ticket is made in the open shift and what it
 * refunds), the CASH/CARD choice for a change of type (`payType`: the current type is not offered), and on a closed
 * ticket (`askReason`) the reason with its note. The server's refusal shows in the dialog's error line.
 */
export function CorrectionDialog({
  id,
  title,
  message,
  payType,
  askReason,
  submitLabel,
  submitIcon,
  saving,
  error,
  onSubmit,
  onHide,
}: {
  id: string;
  title: string;
  message: string;
  /** Ask for the new type; the current one is disabled. */
  payType?: { current: string };
  askReason: boolean;
  submitLabel?: string;
  submitIcon?: string;
  saving: boolean;
  error: unknown;
  onSubmit: (choice: CorrectionChoice) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation(['accounts', 'analytics', 'common']);
  const form = useZodForm(
    correctionFormSchema(Boolean(payType), askReason),
    { paymentType: null, reason: null, note: '' } as CorrectionForm,
    { serverError: error, messageParams: { max: NOTE_MAX } },
  );
  const { values } = form;
  const typeOptions = (['CASH', 'CARD'] as const).map((type) => ({
    value: type,
    label: t(`analytics:payTypes.${type}`),
    disabled: type === payType?.current,
  }));
  const reasonOptions = CORRECTION_REASONS.map((code) => ({
    value: code,
    label: t(`accounts:corrections.reasons.${code}`),
  }));
  const send = form.submit((v) =>
    onSubmit({
      ...(payType && v.paymentType ? { paymentType: v.paymentType } : {}),
      ...(askReason && v.reason
        ? { reason: { reason: v.reason, ...(v.note.trim() ? { note: v.note.trim() } : {}) } }
        : {}),
    }),
  );
  return (
    <FormDialog
      id={id}
      visible
      title={title}
      saving={saving}
      error={form.formError}
      dirty={form.dirty}
      onHide={onHide}
      onSubmit={send}
      submitLabel={submitLabel}
      submitIcon={submitIcon}
      width="30rem"
    >
      <p className="pay-choice__message" data-testid={`${id}-message`}>
        {message}
      </p>
      {payType && (
        <ChoiceField
          id={`${id}-type`}
          label={t('accounts:payChoice.label')}
          required
          value={values.paymentType}
          onChange={(value) => form.set('paymentType', value)}
          options={typeOptions}
          optionDisabled="disabled"
          allowEmpty
          error={form.errorOf('paymentType')}
          hint={values.paymentType === null ? t('accounts:payChoice.required') : undefined}
        />
      )}
      {askReason && (
        <>
          <SelectField
            id={`${id}-reason`}
            label={t('accounts:corrections.form.reason')}
            required
            value={values.reason}
            onChange={(value) => form.set('reason', value)}
            options={reasonOptions}
            placeholder={t('accounts:corrections.form.reasonPlaceholder')}
            error={form.errorOf('reason')}
          />
          <TextField
            id={`${id}-note`}
            label={t('accounts:corrections.form.note')}
            required={values.reason === 'OTHER'}
            value={values.note}
            onChange={(value) => form.set('note', value)}
            maxLength={NOTE_MAX}
            error={form.errorOf('note')}
            hint={t('accounts:corrections.form.noteHint')}
          />
        </>
      )}
    </FormDialog>
  );
}
