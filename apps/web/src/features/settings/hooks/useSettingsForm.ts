import { type OrganizationSettings, organizationSettingsSchema, updateOrganizationSchema } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { imageDraftSchema } from '../../../components/image/draft';
import { errorMessage } from '../../../lib/api';
import { type FieldBinder, useZodForm } from '../../../lib/forms';
import { useSaveOrganization } from '../api';
import { changedSettings } from '../model';

export type SetField = <K extends keyof OrganizationSettings>(field: K, value: OrganizationSettings[K]) => void;

/**
 * The page's values are the organisation as read, and a ticket logo file attached (uploaded when saving, through the
 * image library like every image). They are checked with the rules of PATCH /org (the shared updateOrganizationSchema),
 * so a wrong email or address is marked before anything is sent; an attached file replaces the logo's address.
 */
const settingsFormSchema = organizationSettingsSchema
  .extend({ logoFile: imageDraftSchema.shape.file })
  .superRefine(({ logoFile, ...values }, ctx) => {
    const { orgId: _id, orgType: _type, ...editable } = values;
    const checked = updateOrganizationSchema.safeParse(editable);
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      if (logoFile && issue.path[0] === 'ticketLogoImageUrl') continue;
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

/** The settings form: edited values, field errors (the schema's, else the server's), the attached logo and saving. */
export function useSettingsForm(loaded: OrganizationSettings) {
  const { t } = useTranslation(['settings', 'common']);
  const [base, setBase] = useState(loaded);
  const save = useSaveOrganization();
  const form = useZodForm(settingsFormSchema, { ...loaded, logoFile: null }, { serverError: save.error });
  // The form starts from a whole organisation as read (the schema's input has optional fields with defaults).
  const { logoFile, ...values } = form.values as OrganizationSettings & { logoFile: File | null };

  const set = form.set as SetField;
  const changes = changedSettings(base, values);
  const dirty = logoFile !== null || Object.keys(changes).length > 0;
  const errors: Record<string, string> = {};
  for (const key of Object.keys(values)) {
    const message = form.errorOf(key);
    if (message) errors[key] = message;
  }

  const send = () => {
    if (save.isPending) return;
    save.mutate(
      { changes, logo: logoFile },
      {
        onSuccess: (saved) => {
          setBase(saved);
          form.form.reset({ ...saved, logoFile: null });
          toast.success(t('settings:updateSuccess'));
        },
        onError: (error) => toast.error(t('settings:updateError', { message: errorMessage(error) })),
      },
    );
  };

  const submit = () =>
    void form.form.handleSubmit(send, () =>
      toast.error(t('settings:updateError', { message: t('common:dialog.checkFields') })),
    )();

  return {
    values,
    set,
    /** A field wired for the shared fields (value, onChange, error line). */
    field: form.field as unknown as FieldBinder<OrganizationSettings>,
    errors,
    /** The ticket logo as the image field edits it: its address, or the file attached. */
    logo: { url: values.ticketLogoImageUrl ?? '', file: logoFile },
    setLogo: ({ url, file }: { url: string; file: File | null }) => {
      form.set('ticketLogoImageUrl', url);
      form.set('logoFile', file);
    },
    dirty,
    submit,
    saving: save.isPending,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
