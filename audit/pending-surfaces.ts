/**
 * Surfaces whose edge the library still does not show against the page (issue 32, point 4), reported as
 * pending, not as failures, until each document decides how its card shows; a surface not listed fails.
 * The lines are in `npm run audit -- <slug>` with this list emptied.
 * - editorial-minimal: the story card is a section under a grey hairline (1.39:1 light, 1.54:1 dark), no box.
 * - fluent-acrylic (light): the acrylic card over the flat white page (1.01–1.04:1); the era's acrylic had no stroke.
 * - noir, sunset-gradient (dark): the `card` component's cell passed by a hair (1.052:1, 1.073:1) over the fixed page
 *   gradient, which stretches over the whole page; the focus rows (issue 32, point 3) made the page taller and the
 *   gradient behind the cell darker (1.02:1, 1.03:1). Their cards need an edge of their own (a border or a lighter fill).
 */
export const PENDING_SURFACES: Readonly<Record<string, readonly string[]>> = {
  'editorial-minimal': ['card@input', 'card@components', 'surface:card'],
  'fluent-acrylic': ['card', 'card@input', 'card@components', 'surface:card'],
  'noir': ['surface:card'],
  'sunset-gradient': ['surface:card'],
};

/** Whether a surface-edge failure of `component` in `style` is pending. */
export const pendingSurface = (style: string, component: string): boolean => PENDING_SURFACES[style]?.includes(component) ?? false;
