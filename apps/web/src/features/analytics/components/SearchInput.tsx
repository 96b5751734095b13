import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';

/** A text filter that reports its value once typing pauses (each report is a server query). */
export function SearchInput({
  id,
  value,
  onChange,
  placeholder,
  label,
  icon = 'pi pi-search',
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  icon?: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), 350);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <IconField iconPosition="left" className={className}>
      <InputIcon className={icon} />
      <InputText
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
      />
    </IconField>
  );
}
