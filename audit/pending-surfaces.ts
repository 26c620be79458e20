/**
 * Surfaces whose edge the library still does not show against the page (issue 32, point 4), reported as
 * pending, not as failures, until each document decides how its card shows; a surface not listed fails.
 * The lines are in `npm run audit -- <slug>` with this list emptied. None is pending now: the last two,
 * editorial-minimal's boxless story card and fluent-acrylic's light acrylic card, were fixed in their
 * documents (a graphite rule above the story, a 1px pane stroke).
 */
export const PENDING_SURFACES: Readonly<Record<string, readonly string[]>> = {};

/** Whether a surface-edge failure of `component` in `style` is pending. */
export const pendingSurface = (style: string, component: string): boolean => PENDING_SURFACES[style]?.includes(component) ?? false;
