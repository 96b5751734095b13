import type { PopupText } from '@comptoir/shared';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../../../components/FormField';

const LANGS = ['fr', 'nl', 'en'] as const;

/** The 18+ popup and the custom popup with its FR/NL/EN text (offered when the web order page is enabled). */
export function PopupFields({
  plus18,
  enabled,
  text,
  onPlus18,
  onEnabled,
  onText,
}: {
  plus18: boolean;
  enabled: boolean;
  text: PopupText;
  onPlus18: (value: boolean) => void;
  onEnabled: (value: boolean) => void;
  onText: (value: PopupText) => void;
}) {
  const { t } = useTranslation('groups');
  return (
    <fieldset className="groups-popup">
      <legend>{t('popup.title')}</legend>
      <CheckField
        id="group-popup-18"
        label={t('popup.plus18')}
        hint={t('popup.plus18Help')}
        checked={plus18}
        onChange={onPlus18}
      />
      <CheckField id="group-popup-custom" label={t('popup.custom')} checked={enabled} onChange={onEnabled} />
      {enabled && (
        <div className="groups-popup__texts">
          {LANGS.map((lang) => (
            <div key={lang} className="form-field">
              <label htmlFor={`group-popup-${lang}`}>{t(`popup.text.${lang}`)}</label>
              <InputTextarea
                id={`group-popup-${lang}`}
                value={text[lang]}
                rows={2}
                autoResize
                maxLength={1000}
                onChange={(e) => onText({ ...text, [lang]: e.target.value })}
              />
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
