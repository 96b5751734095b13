import { type CustomFlag, storedFlagValue } from '@comptoir/shared';
import { Panel } from 'primereact/panel';
import { Tooltip } from 'primereact/tooltip';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormSection } from '../../../components/form/FormSection';
import { QueryState } from '../../../components/PageState';
import { ApiError, errorMessage } from '../../../lib/api';
import { sharedMessage } from '../../../lib/forms';
import { useGroupChoices } from '../../products';
import { useFlags, useSaveFlags } from '../api';
import { FLAGS_BY_SECTION, type FlagDraft, flagDraftOf, flagSaveBody, isFlagShown } from '../model';
import { FlagField } from './FlagField';
import { WebsiteSaveForm } from './WebsiteSaveForm';

/** Section 2 (super users only): the custom flags in collapsible groups, with their own Save (POST /flags). */
export function WebsiteFlagsSection() {
  const { t } = useTranslation('website');
  const flags = useFlags(true);
  return (
    <FormSection
      id="website-flags"
      icon="pi pi-sliders-h"
      title={t('flags.title')}
      description={t('flags.description')}
    >
      <QueryState query={flags} ability="SUPER_USER">
        {(data) => <FlagsForm flags={data} />}
      </QueryState>
    </FormSection>
  );
}

function FlagsForm({ flags }: { flags: CustomFlag[] }) {
  const { t } = useTranslation('website');
  const save = useSaveFlags();
  const groups = useGroupChoices();
  const [base, setBase] = useState(() => flagDraftOf(flags));
  const [draft, setDraft] = useState<FlagDraft>(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(base) !== JSON.stringify(draft);
  const groupOptions = useMemo(
    () => (groups.data ?? []).map((g) => ({ label: g.name, value: g.productGroupId })),
    [groups.data],
  );

  const onChange = (name: string, value: boolean | number | string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const onSave = () => {
    const body = flagSaveBody(flags, draft);
    // The server's rules first (packages/shared storedFlagValue: links are http(s) only), so nothing wrong is sent.
    const refused: Record<string, string> = {};
    for (const flag of body) {
      const checked = storedFlagValue(flag.flagName, flag.flagValue);
      if (!checked.ok) refused[flag.flagName] = checked.message;
    }
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        const next = flagDraftOf(saved);
        setBase(next);
        setDraft(next);
        setErrors({});
        toast.success(t('toast.flagsSuccess'));
      },
      onError: (error) => {
        // The server names fields by position in the list ("3.flagValue"): back to flag names.
        const named: Record<string, string> = {};
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
            const name = body[Number(field.split('.')[0])]?.flagName;
            if (name) named[name] = message;
          }
        }
        setErrors(named);
        toast.error(t('toast.updateError', { message: errorMessage(error) }));
      },
    });
  };

  return (
    <WebsiteSaveForm part="flags" dirty={dirty} saving={save.isPending} onSave={onSave}>
      <Tooltip target=".website-tip" position="top" />
      <div className="website-flag-groups">
        {FLAGS_BY_SECTION.map(([section, defs], index) => (
          <Panel
            key={section}
            header={t(`flags.sections.${section}`)}
            toggleable
            collapsed={index > 0}
            className="website-flag-group"
            data-testid={`flags-${section}`}
          >
            <div className="field-grid website-grid">
              {defs
                .filter((def) => isFlagShown(def, draft))
                .map((def) => (
                  <FlagField
                    key={def.name}
                    def={def}
                    draft={draft}
                    onChange={onChange}
                    groups={groupOptions}
                    error={sharedMessage(errors[def.name])}
                  />
                ))}
            </div>
          </Panel>
        ))}
      </div>
    </WebsiteSaveForm>
  );
}
