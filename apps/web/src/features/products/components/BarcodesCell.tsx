import { InputText } from 'primereact/inputtext';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../api';
import { addBarcode, replaceBarcode } from '../model';
import { finishKeys } from './InlineEdit';
import '../barcodes.css';

const SHOWN = 1;

/**
 * Barcodes in the table (document 2 sections 2 and 5): add with +, edit by clicking one, remove with its ×; an empty
 * edit removes it, an empty or repeated addition is ignored. Further ones are counted: the count opens the dialog, where they are all managed.
 */
export function BarcodesCell({
  product,
  readOnly,
  onSave,
  onShowAll,
}: {
  product: Product;
  readOnly: boolean;
  onSave: (barcodes: string[]) => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('products');
  const list = product.productBarcodes;
  // null: not editing; -1: adding; otherwise the index edited.
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const done = useRef(false);

  const open = (index: number) => {
    done.current = false;
    setDraft(index >= 0 ? (list[index] ?? '') : '');
    setEditing(index);
  };
  const finish = (submit: boolean) => {
    if (done.current || editing === null) return;
    done.current = true;
    const index = editing;
    setEditing(null);
    if (!submit) return;
    const next = index < 0 ? addBarcode(list, draft) : replaceBarcode(list, index, draft);
    if (next) onSave(next);
  };

  if (editing !== null) {
    return (
      <InputText
        autoFocus
        className="inline-edit__input barcode-input"
        value={draft}
        aria-label={
          editing < 0
            ? t('barcodes.addLabel', { name: product.name })
            : t('barcodes.editLabel', { code: list[editing] })
        }
        placeholder={t('barcodes.placeholder')}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={finishKeys(finish)}
      />
    );
  }

  const hidden = list.length - SHOWN;
  return (
    <div className="barcodes" data-testid="barcodes">
      {list.slice(0, SHOWN).map((code, i) => (
        <span key={code} className="barcode-chip">
          {readOnly ? (
            <span className="barcode-chip__text">{code}</span>
          ) : (
            <>
              <button
                type="button"
                className="barcode-chip__text"
                onClick={() => open(i)}
                aria-label={t('barcodes.editLabel', { code })}
                title={t('barcodes.editLabel', { code })}
              >
                {code}
              </button>
              <button
                type="button"
                className="barcode-chip__remove"
                onClick={() => onSave(list.filter((b) => b !== code))}
                aria-label={t('barcodes.removeLabel', { code })}
                title={t('barcodes.removeLabel', { code })}
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </>
          )}
        </span>
      ))}
      {hidden > 0 && (
        <button
          type="button"
          className="barcodes__more"
          title={list.slice(SHOWN).join(', ')}
          aria-label={t('barcodes.showAll', { name: product.name, count: list.length })}
          onClick={onShowAll}
        >
          {t('barcodes.more', { count: hidden })}
        </button>
      )}
      {!readOnly && hidden <= 0 && (
        <button
          type="button"
          className="barcodes__add"
          onClick={() => open(-1)}
          aria-label={t('barcodes.addLabel', { name: product.name })}
          title={t('barcodes.addLabel', { name: product.name })}
        >
          <i className="pi pi-plus" aria-hidden="true" />
          {list.length === 0 && <span>{t('barcodes.add')}</span>}
        </button>
      )}
    </div>
  );
}
