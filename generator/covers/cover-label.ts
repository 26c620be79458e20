/** A cover's accessible name (the cover's `<title>`, a gallery sprite's `<view>`): light, so a gallery page loads no renderer. */
import { escapeXml } from './escape-xml';

/** A cover's accessible name, escaped. */
export function coverLabel(style: { title: string; type: string }): string {
  return escapeXml(`${style.title}: a ${style.type} style`);
}
