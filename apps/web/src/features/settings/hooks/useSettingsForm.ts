import type { OrganizationSettings } from '@comptoir/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSaveOrganization } from '../api';
import { changedSettings } from '../model';

export type SetField = <K extends keyof OrganizationSettings>(field: K, value: OrganizationSettings[K]) => void;

/** The settings form: edited values, field errors from the server, the attached logo and saving. */
export function useSettingsForm(loaded: OrganizationSettings) {
  const { t } = useTranslation('settings');
  const [base, setBase] = useState(loaded);
  const [values, setValues] = useState(loaded);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [logo, setLogo] = useState<File | null>(null);
  const save = useSaveOrganization();

  const set: SetField = useCallback((field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const changes = useMemo(() => changedSettings(base, values), [base, values]);
  const dirty = logo !== null || Object.keys(changes).length > 0;

  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      { changes, logo },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setValues(saved);
          setLogo(null);
          setErrors({});
          toast.success(t('updateSuccess'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
          toast.error(t('updateError', { message: errorMessage(error) }));
        },
      },
    );
  };

  return { values, set, errors, logo, setLogo, dirty, submit, saving: save.isPending };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
