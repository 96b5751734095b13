/** A zone's colour dot, with its name when given. */
export function ZoneSwatch({ color, name }: { color: string; name?: string }) {
  return (
    <span className="zone-swatch">
      <span className="zone-swatch__dot" style={{ background: color }} aria-hidden="true" />
      {name !== undefined && <span>{name}</span>}
    </span>
  );
}
