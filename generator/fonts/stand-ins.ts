/**
 * Families the library names but cannot serve (issue 18): proprietary system faces, and the one open face
 * with no maintained package, each with the open family that stands in for it. A stand-in is written into the
 * document's stack right after the names it replaces, so exports carry it too; `metric` says it keeps the
 * original's advance widths (a layout made with one fits the other).
 */

export interface StandIn {
  /** The open family (served from an @fontsource package) that renders in its place. */
  family: string;
  /** Metric-compatible: same advance widths, so line breaks do not move. */
  metric: boolean;
  /** Why this one, in a few words (the API's `fonts` member says it). */
  reason: string;
}

const standIn = (family: string, metric: boolean, reason: string): StandIn => ({ family, metric, reason });

const ARIMO = standIn('Arimo', true, 'metric-compatible with Arial and Helvetica (the Liberation Sans design)');
const TINOS = standIn('Tinos', true, 'metric-compatible with Times New Roman (the Liberation Serif design)');
const COUSINE = standIn('Cousine', true, 'metric-compatible with Courier New (the Liberation Mono design)');
const INTER = standIn('Inter', false, "no open face is metric-compatible with SF Pro; Inter is the usual open stand-in for Apple's system UI type");
const NOTO_SANS = standIn('Noto Sans', false, 'Selawik, the metric stand-in for Segoe UI, has no maintained package; Noto Sans is the humanist sans GitHub pairs with Segoe UI');
const DEJAVU_SANS = standIn('DejaVu Sans', false, "a wide humanist sans of Verdana's proportions (Bitstream Vera's design), the usual open face for Verdana, Tahoma and Geneva");
const DEJAVU_MONO = standIn('DejaVu Mono', true, 'Menlo is drawn from Bitstream Vera Sans Mono, which DejaVu Mono continues; it keeps their metrics');
/** The same open faces where the proprietary one only resembles them: the look, not the widths. */
const ARIMO_LOOK = standIn('Arimo', false, 'the nearest open grotesque: metric-compatible with Helvetica and Arial, not with this face');
const TINOS_LOOK = standIn('Tinos', false, 'the open Times New Roman: the serif this stack falls back to');
const DEJAVU_MONO_LOOK = standIn('DejaVu Mono', false, "the open face of Menlo's design (Bitstream Vera Sans Mono); no open face shares this one's metrics");

/** Adobe's own open humanist sans, the family Spectrum's web font stacks name right after adobe-clean. */
const ADOBE_CLEAN = standIn('Source Sans 3', false, "no open face is metric-compatible with Adobe Clean; Source Sans 3 (Source Sans Pro) is Adobe's own open humanist sans, named after adobe-clean in Spectrum's web font stacks");

/** Proprietary (or unpackaged) family → its stand-in. Keys are matched without regard to case. */
export const STAND_INS: Readonly<Record<string, StandIn>> = {
  // Apple
  'SF Pro': INTER,
  'SF Pro Text': INTER,
  'SF Pro Display': INTER,
  'New York': TINOS_LOOK,
  'SF Mono': DEJAVU_MONO_LOOK,
  'SFMono-Regular': DEJAVU_MONO_LOOK,
  Menlo: DEJAVU_MONO,
  Monaco: DEJAVU_MONO_LOOK,
  'Lucida Grande': DEJAVU_SANS,
  Geneva: DEJAVU_SANS,
  Chicago: DEJAVU_SANS,
  Charcoal: DEJAVU_SANS,
  'Marker Felt': standIn('Permanent Marker', false, 'an open felt-tip marker face'),
  'Helvetica Neue': ARIMO_LOOK,
  Helvetica: ARIMO,
  Times: TINOS,
  Courier: COUSINE,
  // Microsoft
  'Segoe UI': NOTO_SANS,
  'Segoe UI Variable': NOTO_SANS,
  'Segoe UI Variable Display': NOTO_SANS,
  'Segoe UI Variable Text': NOTO_SANS,
  'Segoe UI Variable Small': NOTO_SANS,
  Arial: ARIMO,
  'Microsoft Sans Serif': ARIMO_LOOK,
  'MS Sans Serif': ARIMO_LOOK,
  'Times New Roman': TINOS,
  'Courier New': COUSINE,
  Verdana: DEJAVU_SANS,
  Tahoma: DEJAVU_SANS,
  Consolas: DEJAVU_MONO_LOOK,
  'Lucida Console': DEJAVU_MONO_LOOK,
  'Trebuchet MS': standIn('Source Sans 3', false, 'no open face is metric-compatible with Trebuchet MS; Source Sans 3 is a humanist sans of similar width'),
  Georgia: standIn('Gelasio', true, 'metric-compatible with Georgia'),
  Impact: standIn('Anton', false, 'a condensed grotesque display face in the manner of Impact'),
  'Comic Sans MS': standIn('Comic Neue', false, 'an open redrawing of Comic Sans'),
  'Arial Rounded MT Bold': standIn('Nunito', false, 'a rounded-terminal sans'),
  // Adobe
  'Adobe Clean': ADOBE_CLEAN,
  'Adobe Clean Spectrum VF': ADOBE_CLEAN,
  // Atlassian's own faces (@atlaskit/tokens' stacks), which no open package serves.
  'Atlassian Sans': standIn('Inter', false, "Atlassian's own UI face has no open package; Inter is the open neo-grotesque of its kind, variable, so the 653 heading weight renders exactly"),
  'Atlassian Mono': standIn('JetBrains Mono', false, "Atlassian's own code face has no open package; JetBrains Mono is an open monospace drawn for code, variable"),
  // SAP's own faces (@sap-theming/theming-base-content's stacks), shipped with SAP's theming content rather than as web-font packages.
  '72': standIn('Arimo', false, "SAP's 72 has no web-font package; Horizon's own stack falls back to Arial, and Arimo is Arial's metric twin"),
  '72Mono': DEJAVU_MONO_LOOK,
  // Open, but with no maintained package (the Liberation fonts are Arimo, Tinos and Cousine under another name).
  'Liberation Mono': COUSINE,
  'Atomic Age': standIn('Righteous', false, "Atomic Age's last package is an unmaintained 2022 release without its licence; Righteous is a 1950s-inspired display face"),
};

/** Families every browser resolves to some installed font (CSS generics, `system-ui`): nothing after them in a stack is reached. */
export const ALWAYS_RESOLVED: ReadonlySet<string> = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'math', 'emoji', 'fangsong', 'system-ui']);

/** CSS generic families and system-font keywords: nothing to serve, nothing to replace. */
export const SYSTEM_FAMILIES: ReadonlySet<string> = new Set(
  [...ALWAYS_RESOLVED, 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', '-apple-system', 'BlinkMacSystemFont'].map((f) => f.toLowerCase()),
);

const byKey = new Map(Object.entries(STAND_INS).map(([name, s]) => [name.toLowerCase(), s]));

/** The stand-in for a family, if it is one the library replaces. */
export function standInFor(family: string): StandIn | undefined {
  return byKey.get(family.toLowerCase());
}

export const isSystemFamily = (family: string) => SYSTEM_FAMILIES.has(family.toLowerCase());
