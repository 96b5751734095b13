import './components.css';
import { ColorPicker as FreeColor } from 'primereact/colorpicker';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLOR, PRESET_COLORS, PRODUCT_MAIN_COLORS, PRODUCT_MORE_COLORS } from '../lib/colors';

/**
 * The colour field of every form: native radio buttons as round swatches, `value` '#RRGGBB'.
 * - `presets`: the default colour then the 12 presets (zones, groups);
 * - `product`: 8 main colours, 18 more behind "More colours" (the product dialog).
 * `custom` adds a free choice (PrimeReact's colour panel; Esc closes the panel first, not the dialog).
 */
export function ColorPicker({
  name,
  label,
  value,
  onChange,
  palette = 'presets',
  custom = false,
  error,
  className,
  labelHidden = false,
  children,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (color: string) => void;
  palette?: 'presets' | 'product';
  custom?: boolean;
  error?: string;
  className?: string;
  /** The legend is read by screen readers only (a colour panel of a table cell). */
  labelHidden?: boolean;
  /** Shown under the swatches (a preview, for instance). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const current = value.toUpperCase();
  const [more, setMore] = useState(() => (PRODUCT_MORE_COLORS as readonly string[]).includes(current));
  const colors: readonly string[] =
    palette === 'product'
      ? more
        ? [...PRODUCT_MAIN_COLORS, ...PRODUCT_MORE_COLORS]
        : PRODUCT_MAIN_COLORS
      : [DEFAULT_COLOR, ...PRESET_COLORS];
  // Presets: the default colour first, then Colour 1 to 12; the product palette numbers from 1.
  const labelOf = (color: string, i: number) =>
    palette === 'presets'
      ? i === 0
        ? t('color.default', { color })
        : t('color.option', { index: i, color })
      : t('color.option', { index: i + 1, color });

  return (
    <fieldset className={`form-field color-picker${className ? ` ${className}` : ''}`}>
      <legend className={labelHidden ? 'sr-only' : undefined}>{label}</legend>
      <div className="color-picker__swatches" role="radiogroup" aria-label={label}>
        {colors.map((color, i) => {
          const selected = current === color;
          return (
            <label
              key={color}
              title={color}
              className={`color-picker__swatch${selected ? ' color-picker__swatch--on' : ''}`}
              style={{ background: color }}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                value={color}
                checked={selected}
                onChange={() => onChange(color)}
                aria-label={labelOf(color, i)}
              />
              {selected && <i className="pi pi-check" aria-hidden="true" />}
            </label>
          );
        })}
        {custom && (
          <span className="color-picker__custom" title={t('color.custom')}>
            <FreeColor
              format="hex"
              value={current.replace('#', '') || DEFAULT_COLOR.slice(1)}
              onChange={(e) => typeof e.value === 'string' && onChange(`#${e.value.toUpperCase()}`)}
              aria-label={t('color.custom')}
            />
          </span>
        )}
        {palette === 'product' && (
          <button type="button" className="color-picker__more" onClick={() => setMore((m) => !m)} aria-expanded={more}>
            {more ? t('color.fewer') : t('color.more')}
          </button>
        )}
      </div>
      {children}
      {error && <small className="form-field__error">{error}</small>}
    </fieldset>
  );
}
