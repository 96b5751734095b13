import { ATTACHMENT_MAX_MB } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { checkLogoFile } from '../model';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The ticket logo: a web address, or an attached image uploaded when the settings are saved. */
export function TicketLogoField({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { logo, setLogo, values, set, errors } = form;

  useEffect(() => {
    if (!logo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = checkLogoFile(file);
    if (check === 'size') setProblem(t('logo.fileSizeError', { limit: ATTACHMENT_MAX_MB }));
    else if (check === 'type') setProblem(t('logo.fileTypeError'));
    else {
      setProblem(null);
      setLogo(file);
    }
  };

  const error = problem ?? errors.ticketLogoImageUrl ?? errors.file;
  const shown = preview ?? values.ticketLogoImageUrl;

  return (
    <div className="form-field settings-grid__wide">
      <label htmlFor="ticketLogoImageUrl">{t('fields.ticketLogoImageUrl')}</label>
      <div className="settings-logo">
        <div className="settings-logo__preview" aria-hidden={!shown}>
          {shown ? <img src={shown} alt={t('logo.preview')} /> : <i className="pi pi-image" />}
        </div>
        <div className="settings-logo__controls">
          <div className="settings-logo__row">
            <InputText
              id="ticketLogoImageUrl"
              type="url"
              placeholder="https://"
              value={logo ? '' : (values.ticketLogoImageUrl ?? '')}
              disabled={Boolean(logo)}
              onChange={(e) => set('ticketLogoImageUrl', e.target.value)}
              invalid={Boolean(error)}
              aria-describedby="ticketLogo-help"
            />
            <Button
              type="button"
              icon="pi pi-paperclip"
              label={t('logo.attach')}
              outlined
              onClick={() => input.current?.click()}
            />
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              data-testid="logo-file"
              onChange={onFile}
              aria-label={t('logo.attach')}
            />
          </div>
          {logo && (
            <div className="settings-logo__pending">
              <i className="pi pi-file" aria-hidden="true" />
              <span>{t('logo.pending', { name: logo.name })}</span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                aria-label={t('logo.remove')}
                onClick={() => setLogo(null)}
              />
            </div>
          )}
          <small
            id="ticketLogo-help"
            className={error ? 'form-field__error' : 'settings-hint'}
            role={error ? 'alert' : undefined}
          >
            {error ?? t('logo.hint', { limit: ATTACHMENT_MAX_MB })}
          </small>
        </div>
      </div>
    </div>
  );
}
