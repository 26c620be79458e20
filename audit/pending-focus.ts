/**
 * Focus indicators the library still fails on a surface (issue 32, point 3, WCAG 1.4.11): a control's
 * focus state, on a card or on a surface the document defines, changes fewer than a 1px perimeter's worth
 * of pixels by 3:1 against the same control at rest on that surface. Each is reported as pending, not as a
 * failure, until its document is fixed and its entry removed; anything not listed fails. The lines are in
 * `npm run audit -- <slug>` with the entry deleted.
 */
export interface PendingFocus {
  /** Measurements as the report names them: `<component>@<surface>`. */
  components: readonly string[];
  /** Why it is pending: what fails, and who fixes it. */
  reason: string;
}

/** None pending: liquid-glass's field ring, the last entry, reaches 3:1 on glass since its 1.2.1 (a deeper Focus Blue). */
export const PENDING_FOCUS: Readonly<Record<string, PendingFocus>> = {};

/** Whether a focus-indicator failure of `component` (on a surface) in `style` is pending. */
export const pendingFocus = (style: string, component: string): boolean => PENDING_FOCUS[style]?.components.includes(component) ?? false;
