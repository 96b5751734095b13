import { useTranslation } from 'react-i18next';
import { ZONE_PALETTE } from '../palette';

/** The 12 preset zone colours as native radio buttons; `value` may be another colour (e.g. the default #000). */
export function ColorPalette({ value, onChange }: { value: string; onChange: (c: string) => void }) {
  const { t } = useTranslation('tables');
  return (
    <div className="color-palette">
      {ZONE_PALETTE.map((color, i) => {
        const selected = value.toUpperCase() === color;
        return (
          <label
            key={color}
            title={color}
            className={`color-palette__swatch${selected ? ' color-palette__swatch--selected' : ''}`}
            style={{ background: color }}
          >
            <input
              type="radio"
              name="zone-color"
              className="sr-only"
              value={color}
              checked={selected}
              onChange={() => onChange(color)}
              aria-label={t('zones.colorOption', { index: i + 1, color })}
            />
            {selected && <i className="pi pi-check" aria-hidden="true" />}
          </label>
        );
      })}
    </div>
  );
}
