import { ColorPicker } from 'primereact/colorpicker';
import { useTranslation } from 'react-i18next';
import { GROUP_PALETTE } from '../model';

/** The default colour, the 12 presets and a free choice; `value` is '#RRGGBB' (or '' for none). */
export function ColorChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (color: string) => void;
}) {
  const { t } = useTranslation('groups');
  const current = value.toUpperCase();
  return (
    <div className="groups-colors">
      {GROUP_PALETTE.map((color, i) => {
        const selected = current === color;
        return (
          <label
            key={color}
            title={color}
            className={`groups-colors__swatch${selected ? ' groups-colors__swatch--selected' : ''}`}
            style={{ background: color }}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              value={color}
              checked={selected}
              onChange={() => onChange(color)}
              aria-label={i === 0 ? t('color.default', { color }) : t('color.option', { index: i, color })}
            />
            {selected && <i className="pi pi-check" aria-hidden="true" />}
          </label>
        );
      })}
      <span className="groups-colors__custom" title={t('color.custom')}>
        <ColorPicker
          format="hex"
          value={current.replace('#', '') || '8393F4'}
          onChange={(e) => typeof e.value === 'string' && onChange(`#${e.value.toUpperCase()}`)}
          aria-label={t('color.custom')}
        />
      </span>
    </div>
  );
}
