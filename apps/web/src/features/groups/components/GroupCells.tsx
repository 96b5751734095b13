import { InputSwitch } from 'primereact/inputswitch';
import { MultiSelect } from 'primereact/multiselect';
import { OverlayPanel } from 'primereact/overlaypanel';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../../components/ColorPicker';
import { ImageFileInput } from '../../../components/ImageField';
import type { PrinterChoice, ProductGroup } from '../api';

/** A one-click switch that saves the group at once. */
export function ToggleCell({
  checked,
  label,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <InputSwitch
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(e) => onChange(Boolean(e.value))}
      className="groups-toggle"
    />
  );
}

/** The group's printers, chosen in the cell; saved when the list closes (one save for several clicks). */
export function PrintersCell({
  group,
  printers,
  disabled,
  onSave,
}: {
  group: ProductGroup;
  printers: PrinterChoice[];
  disabled: boolean;
  onSave: (ids: number[]) => void;
}) {
  const { t } = useTranslation('groups');
  const saved = group.printers.map((p) => p.id);
  const [draft, setDraft] = useState<number[] | null>(null);
  return (
    <MultiSelect
      value={draft ?? saved}
      options={printers}
      optionLabel="name"
      optionValue="id"
      display="comma"
      maxSelectedLabels={2}
      selectedItemsLabel={t('printersCount', { count: (draft ?? saved).length })}
      placeholder="—"
      disabled={disabled}
      className="groups-printers p-inputtext-sm"
      aria-label={t('inline.printers', { name: group.name })}
      panelClassName="groups-printers-panel"
      onChange={(e) => setDraft(e.value as number[])}
      onHide={() => {
        if (draft && JSON.stringify(draft) !== JSON.stringify(saved)) onSave(draft);
        setDraft(null);
      }}
    />
  );
}

/** The colour as a swatch; clicking opens the palette, a choice saves at once. */
export function ColorCell({
  group,
  disabled,
  onSave,
}: {
  group: ProductGroup;
  disabled: boolean;
  onSave: (color: string) => void;
}) {
  const { t } = useTranslation('groups');
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <button
        type="button"
        className="groups-swatch"
        style={{ background: group.color ?? 'transparent' }}
        disabled={disabled}
        title={group.color ?? t('noColor')}
        aria-label={t('inline.color', { name: group.name, color: group.color ?? t('noColor') })}
        onClick={(e) => panel.current?.toggle(e)}
      />
      <OverlayPanel ref={panel} className="groups-color-panel">
        <ColorPicker
          name={`color-${group.productGroupId}`}
          label={t('fields.color')}
          labelHidden
          custom
          value={group.color ?? ''}
          onChange={(color) => {
            panel.current?.hide();
            if (color !== group.color) onSave(color);
          }}
        />
      </OverlayPanel>
    </>
  );
}

/** The image as a thumbnail; clicking picks a file, which is uploaded and saved as the group's image. */
export function ImageCell({
  group,
  busy,
  onFile,
}: {
  group: ProductGroup;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation('groups');
  const input = useRef<HTMLInputElement>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const showImage = group.imageUrl && group.imageUrl !== brokenUrl;
  return (
    <>
      <button
        type="button"
        className="groups-thumb"
        disabled={busy}
        aria-label={t('inline.image', { name: group.name })}
        title={t('inline.imageHint')}
        onClick={() => input.current?.click()}
      >
        {busy ? (
          <ProgressSpinner style={{ width: 18, height: 18 }} strokeWidth="6" />
        ) : showImage ? (
          <img src={group.imageUrl ?? ''} alt="" onError={() => setBrokenUrl(group.imageUrl)} />
        ) : (
          <i className="pi pi-image" aria-hidden="true" />
        )}
      </button>
      <ImageFileInput
        inputRef={input}
        testId={`group-image-file-${group.productGroupId}`}
        onFiles={([file]) => file && onFile(file)}
      />
    </>
  );
}
