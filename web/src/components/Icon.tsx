/**
 * A one-path glyph on the 24×24 grid, drawn in the text colour and hidden from screen readers:
 * the button or link around it carries the name.
 */
export function Icon({ path, size }: { path: string; size: number | string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
