/**
 * XML escaping, a module of its own: the portal's pages escape with it too, and they are rendered on write
 * workers that must not load the cover renderer's font and colour packages (issue 34).
 */
const XML_ESCAPES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  // Most text needs no escape: a test is cheaper than a replace (the portal's gallery escapes 10,000 cards).
  return /[<>&"']/.test(text) ? text.replace(/[<>&"']/g, (c) => XML_ESCAPES[c]!) : text;
}
