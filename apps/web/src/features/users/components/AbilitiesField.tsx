import { ABILITY_GROUPS, type AbilityCode, type AbilityGroup } from '@comptoir/shared';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';

const GROUPS = Object.entries(ABILITY_GROUPS) as [AbilityGroup, readonly AbilityCode[]][];

/**
 * The abilities of a user as the spec's grouped codes (document 1 section 6): one box per group with a translated
 * title, each code with a readable label and the code itself.
 */
export function AbilitiesField({
  value,
  onChange,
  disabled,
  canGrant,
  error,
}: {
  value: readonly AbilityCode[];
  onChange: (next: AbilityCode[]) => void;
  disabled: boolean;
  /** Whether a code may be ticked (staff grant only what they hold). */
  canGrant: (code: AbilityCode) => boolean;
  error?: string;
}) {
  const { t } = useTranslation('users');
  const toggle = (code: AbilityCode, checked: boolean) =>
    onChange(checked ? [...value, code] : value.filter((c) => c !== code));

  return (
    <fieldset className="abilities" aria-describedby={error ? 'user-abilities-error' : undefined}>
      <legend className="abilities__legend">{t('abilities.title')}</legend>
      {error && (
        <small id="user-abilities-error" className="form-field__error">
          {error}
        </small>
      )}
      <div className="abilities__groups">
        {GROUPS.map(([group, codes]) => {
          const count = codes.filter((c) => value.includes(c)).length;
          return (
            <section key={group} className="abilities__group" aria-labelledby={`ability-group-${group}`}>
              <h3 id={`ability-group-${group}`} className="abilities__group-title">
                {t(`abilities.groups.${group}`)}
                <span className="abilities__count">{t('abilities.selected', { count, total: codes.length })}</span>
              </h3>
              <ul className="abilities__list">
                {codes.map((code) => {
                  const id = `ability-${code}`;
                  const grantable = canGrant(code);
                  return (
                    <li key={code} className="abilities__item" title={grantable ? code : t('abilities.notYours')}>
                      <Checkbox
                        inputId={id}
                        checked={value.includes(code)}
                        disabled={disabled || !grantable}
                        onChange={(e) => toggle(code, Boolean(e.checked))}
                      />
                      <label htmlFor={id} className="abilities__label">
                        <span>{t(`abilities.codes.${code}`)}</span>
                        <code className="abilities__code">{code}</code>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </fieldset>
  );
}
