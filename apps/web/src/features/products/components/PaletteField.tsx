import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_MAIN_COLORS, DIALOG_MORE_COLORS } from '../palette';

/** The product colour: 8 main presets, 18 more on request (document 2 section 2), as radio buttons. */
export function PaletteField({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation('products');
  const current = value.toUpperCase();
  const [more, setMore] = useState(() => (DIALOG_MORE_COLORS as readonly string[]).includes(current));
  const colors: readonly string[] = more ? [...DIALOG_MAIN_COLORS, ...DIALOG_MORE_COLORS] : DIALOG_MAIN_COLORS;
  return (
    <fieldset className="form-field palette-field">
      <legend className="palette-field__label">{t('form.color')}</legend>
      <div className="palette" role="radiogroup" aria-label={t('form.color')}>
        {colors.map((color, i) => {
          const selected = current === color;
          return (
            <label
              key={color}
              title={color}
              className={`palette__swatch${selected ? ' palette__swatch--on' : ''}`}
              style={{ background: color }}
            >
              <input
                type="radio"
                name="product-color"
                className="sr-only"
                value={color}
                checked={selected}
                onChange={() => onChange(color)}
                aria-label={t('colorOption', { index: i + 1, color })}
              />
              {selected && <i className="pi pi-check" aria-hidden="true" />}
            </label>
          );
        })}
        <button type="button" className="palette__more" onClick={() => setMore((m) => !m)} aria-expanded={more}>
          {more ? t('form.fewerColors') : t('form.moreColors')}
        </button>
      </div>
    </fieldset>
  );
}
