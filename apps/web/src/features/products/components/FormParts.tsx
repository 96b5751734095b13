import type { ReactNode } from 'react';

/** A titled group of fields of the product dialog. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`product-section${className ? ` ${className}` : ''}`}>
      <legend className="product-section__title">{title}</legend>
      {children}
    </fieldset>
  );
}
