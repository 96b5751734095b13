import { Dropdown } from 'primereact/dropdown';

/** One choice of the audit filter bar (a user, a resource): its label, and "all" while nothing is chosen. */
export function ChoiceFilter({
  id,
  label,
  value,
  options,
  placeholder,
  filter,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  filter?: boolean;
  onChange: (value: string | null) => void;
}) {
  return (
    <div className="date-range__field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={value || null}
        options={options}
        onChange={(e) => onChange(e.value ?? null)}
        placeholder={placeholder}
        showClear
        filter={filter}
      />
    </div>
  );
}
