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

export const PENDING_FOCUS: Readonly<Record<string, PendingFocus>> = {
  'liquid-glass': {
    components: ['input-focus@card', 'input-focus@sheet'],
    reason: "light: the field's Tint Blue (#0066CC) ring, outside a gap of canvas, on glass over the lilac and blue of the content gradient, changes 0–19 pixels by 3:1 of the 349 needed; the buttons' same ring passes where the glass lies over pink. Left to the helper editing liquid-glass.",
  },
};

/** Whether a focus-indicator failure of `component` (on a surface) in `style` is pending. */
export const pendingFocus = (style: string, component: string): boolean => PENDING_FOCUS[style]?.components.includes(component) ?? false;
