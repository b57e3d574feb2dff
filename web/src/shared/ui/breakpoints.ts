/**
 * The theme's breakpoints (docs/product/pages.md, "Theme"), in one place. Stylesheets write `@media (--from-medium)` or
 * `(--below-small)`; the Vite build replaces these with the pixel values below (web/vite.config.ts), since media
 * queries cannot read custom properties. Browser tests use the same numbers for their viewports.
 */
export const BREAKPOINTS = { small: 480, medium: 768, large: 992, xl: 1280, xxl: 1536 } as const;

/** `(--from-medium)` → `(min-width: 768px)`, `(--below-small)` → `(max-width: 479px)`. */
export function expandBreakpoints(css: string): string {
  return css.replace(
    /\((--(from|below)-(small|medium|large|xl|xxl))\)/g,
    (_match, _name, direction: string, size: keyof typeof BREAKPOINTS) =>
      direction === 'from' ? `(min-width: ${BREAKPOINTS[size]}px)` : `(max-width: ${BREAKPOINTS[size] - 1}px)`,
  );
}
