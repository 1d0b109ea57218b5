import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: ReactNode;
  /** The heading's level: 2, or 3 in a page whose sections sit under h2s. */
  level?: 2 | 3;
  /** The section's own id, where a link leads to it (`#privacy`). */
  id?: string;
  className?: string;
  titleClassName?: string;
  /** When given, the title and `aside` (a link, a countdown) sit together in a header of this class. */
  header?: { className?: string; aside: ReactNode };
  children?: ReactNode;
}

/**
 * A section named by its own heading (an h2 unless told): `aria-labelledby` points at the heading, by an id from `useId`, so
 * two on one page never share an id and the server's and the browser's ids agree.
 */
export function TitledSection({
  title,
  level = 2,
  id,
  className,
  titleClassName,
  header,
  children,
}: TitledSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={headingId} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section id={id} className={className} aria-labelledby={headingId}>
      {header === undefined ? (
        heading
      ) : (
        <header className={header.className}>
          {heading}
          {header.aside}
        </header>
      )}
      {children}
    </section>
  );
}
