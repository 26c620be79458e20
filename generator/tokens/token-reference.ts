/** A token reference, `{group.name}`: a module of its own, which the CSS values' helpers use without the colour package (issue 34). */
const REFERENCE = /^\{([a-z-]+)\.([a-z0-9-]+)\}$/;

/** `{colors.primary}` → ['colors', 'primary']; undefined for a literal. */
export function referenceOf(value: unknown): [group: string, name: string] | undefined {
  const match = typeof value === 'string' ? REFERENCE.exec(value.trim()) : null;
  return match ? [match[1]!, match[2]!] : undefined;
}
