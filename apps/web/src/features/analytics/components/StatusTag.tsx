import { Tag } from 'primereact/tag';

/**
 * An account status shown as-is (document 3 section 4), so the status filter (starts with) matches what is shown:
 * green unless CLOSED, which is red; VOIDED (not in the spec's vocabulary) is grey.
 */
export function StatusTag({ status }: { status: string }) {
  const severity = status === 'CLOSED' ? 'danger' : status === 'VOIDED' ? 'secondary' : 'success';
  return <Tag className="status-tag" severity={severity} value={status} data-status={status} />;
}
