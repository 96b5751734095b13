import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton';

export interface CardAction {
  icon: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  testId: string;
}

/** What a group or product card offers besides moving: edit, hide or show, duplicate, delete. */
export interface ItemHandlers {
  edit: () => void;
  toggleHidden: () => void;
  duplicate: () => void;
  delete: () => void;
}

/** The same four buttons on a group card and on a product card, labelled with the item's kind and name. */
export function ItemActions({
  kind,
  name,
  hidden,
  on,
}: {
  kind: 'group' | 'product';
  name: string;
  hidden: boolean;
  on: ItemHandlers;
}) {
  const { t } = useTranslation('menu');
  return (
    <CardActions
      actions={[
        { icon: 'pi pi-pencil', label: t(`${kind}.edit`, { name }), onClick: on.edit, testId: 'edit' },
        {
          icon: hidden ? 'pi pi-eye' : 'pi pi-eye-slash',
          label: t(hidden ? `${kind}.show` : `${kind}.hide`, { name }),
          onClick: on.toggleHidden,
          testId: 'hide',
        },
        { icon: 'pi pi-copy', label: t(`${kind}.duplicate`, { name }), onClick: on.duplicate, testId: 'duplicate' },
        {
          icon: 'pi pi-trash',
          label: t(`${kind}.delete`, { name }),
          onClick: on.delete,
          danger: true,
          testId: 'delete',
        },
      ]}
    />
  );
}

/** The buttons a card shows on hover or focus (always on touch screens), each named by its label (IconButton). */
export function CardActions({ actions }: { actions: CardAction[] }) {
  return (
    <div className="menu-card-actions">
      {actions.map((a) => (
        <IconButton
          key={a.testId}
          icon={a.icon}
          label={a.label}
          severity={a.danger ? 'danger' : 'secondary'}
          onClick={a.onClick}
          testId={a.testId}
        />
      ))}
    </div>
  );
}

export const HiddenMark = ({ label }: { label: string }) => (
  <i className="pi pi-eye-slash menu-hidden-mark" role="img" aria-label={label} title={label} />
);

/** A dashed card that adds something (a group, a product, a sub-group). */
export function AddCard({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <button type="button" className="menu-add-card" onClick={onClick} data-testid={testId}>
      <i className="pi pi-plus" aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}
