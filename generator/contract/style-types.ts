/** The twelve values of the list filter `type` (spec 2.5), in the order the spec lists them. */
export const STYLE_TYPES = [
  'glassmorphism',
  'neumorphism',
  'brutalism',
  'minimalism',
  'dark-mode',
  'retro',
  'futuristic',
  'organic',
  'flat',
  '3d',
  'gradient',
  'monochrome',
] as const;

export type StyleTypeFilter = (typeof STYLE_TYPES)[number];

export function isStyleTypeFilter(value: string): value is StyleTypeFilter {
  return (STYLE_TYPES as readonly string[]).includes(value);
}
