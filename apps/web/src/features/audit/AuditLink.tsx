import { type AuditResource, hasAbility } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../app/session';

/** The audit page filtered on one item (a product, a ticket, a shift). */
export const auditPath = (resource: AuditResource, id: number | string) =>
  `/audit?${new URLSearchParams({ resource, resourceId: String(id) })}`;

/**
 * A link to one item's history of changes, for users who may read the audit trail (ADMIN_AUDIT); nothing for others.
 * `name` labels an icon-only link (a table row action).
 */
export function AuditLink({ resource, id, name }: { resource: AuditResource; id: number | string; name?: string }) {
  const { t } = useTranslation('audit');
  const user = useCurrentUser().data;
  if (!user || !hasAbility(user, 'ADMIN_AUDIT')) return null;
  const label = name ? t('link.named', { name }) : t('link.label');
  const button = 'p-button p-button-text p-button-secondary p-button-sm';
  return (
    <Link
      className={name ? `${button} p-button-rounded p-button-icon-only` : button}
      to={auditPath(resource, id)}
      aria-label={label}
      title={label}
      data-testid="audit-link"
    >
      <i className={`pi pi-history${name ? '' : ' p-button-icon p-button-icon-left'}`} aria-hidden="true" />
      {!name && <span className="p-button-label">{label}</span>}
    </Link>
  );
}
