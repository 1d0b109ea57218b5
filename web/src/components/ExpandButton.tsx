import type { ReactNode } from 'react';
import { Button } from './Button/Button';

interface ExpandButtonProps {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  className?: string;
  /** What the button says, which usually changes with `expanded` (Read More / Read Less). */
  children: ReactNode;
}

/** Shows the rest of a shortened list or hides it again; aria-expanded tells screen readers which. */
export function ExpandButton({ expanded, onExpandedChange, className, children }: ExpandButtonProps) {
  return (
    <Button variant="text" className={className} aria-expanded={expanded} onClick={() => onExpandedChange(!expanded)}>
      {children}
    </Button>
  );
}
