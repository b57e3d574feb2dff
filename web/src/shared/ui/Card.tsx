import type { ReactNode } from 'react';
import './card.css';

/** The one card style of the shop: a white surface with a border and rounded corners. */
export function Card({
  children,
  as: Tag = 'div',
  className,
  ...rest
}: { children: ReactNode; as?: 'div' | 'section' | 'li' | 'aside' | 'form'; className?: string } & Record<
  `aria-${string}` | `data-${string}`,
  string | undefined
>) {
  return (
    <Tag className={className ? `card ${className}` : 'card'} {...rest}>
      {children}
    </Tag>
  );
}
