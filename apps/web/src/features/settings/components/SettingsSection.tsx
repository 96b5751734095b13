import type { OrganizationSettings } from '@comptoir/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { YesNoFields } from '../../../components/FormField';
import { FormSection } from '../../../components/form/FormSection';
import type settingsText from '../../../locales/en/settings.json';
import type { SettingsForm } from '../hooks/useSettingsForm';

type SectionId = 'details' | 'flags' | 'shifts' | 'printer' | 'terminal' | 'super';
/** A yes/no setting with its label (flags.<name>). */
type Flag = {
  [K in keyof OrganizationSettings]: OrganizationSettings[K] extends boolean ? K : never;
}[keyof OrganizationSettings] &
  keyof typeof settingsText.flags;

/** A card of the settings page: the shared FormSection with the section's title and description (sections.<id>). */
export function SettingsSection({ id, icon, children }: { id: SectionId; icon: string; children: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <FormSection id={id} icon={icon} title={t(`sections.${id}.title`)} description={t(`sections.${id}.description`)}>
      {children}
    </FormSection>
  );
}

/** Yes/no settings as switch rows: the flag's name is its id, `flags.<name>` its label; its error under the label. */
export function FlagSwitches({
  form,
  flags,
  disabled,
  className = 'switch-list switch-list--spaced',
  children,
}: {
  form: SettingsForm;
  flags: readonly Flag[];
  disabled?: boolean;
  className?: string;
  /** More rows after the flags (a switch with its own rule). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <div className={className}>
      <YesNoFields<Flag>
        as="switch"
        fields={flags}
        values={form.values}
        onChange={form.set}
        labelOf={(flag) => t(`flags.${flag}`)}
        errorOf={(flag) => form.errors[flag]}
        disabled={disabled}
      />
      {children}
    </div>
  );
}
