import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** When given, the title and `aside` (a link, a countdown) sit together in a header of this class. */
  headerClassName?: string;
  aside?: ReactNode;
  children?: ReactNode;
}

/**
 * A section named by its own h2: `aria-labelledby` points at the heading, by an id from `useId`, so
 * two on one page never share an id and the server's and the browser's ids agree.
 */
export function TitledSection({
  title,
  className,
  titleClassName,
  headerClassName,
  aside,
  children,
}: TitledSectionProps) {
  const id = useId();
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {headerClassName === undefined ? (
        heading
      ) : (
        <header className={headerClassName}>
          {heading}
          {aside}
        </header>
      )}
      {children}
    </section>
  );
}
