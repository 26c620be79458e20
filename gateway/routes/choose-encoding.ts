/** Content-coding negotiation (RFC 9110 12.5.3): highest q wins, ties go to the server's preference. */

/** Server preference, best first. */
export const CODING_PREFERENCE = ['br', 'gzip', 'identity'] as const;
export type Coding = (typeof CODING_PREFERENCE)[number];

function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  }
  return q;
}

/** The coding to send among `available` (identity is always possible unless refused). */
export function chooseEncoding(header: string | undefined, available: readonly Coding[]): Coding {
  if (header === undefined) return 'identity';
  const q = qualities(header);
  const star = q.get('*');
  // Unlisted identity stays acceptable (unless `*;q=0`), but any accepted compression is preferred to it.
  const qualityOf = (coding: Coding) => q.get(coding) ?? (coding === 'identity' ? (star === 0 ? 0 : 0.001) : (star ?? 0));
  let best: Coding = 'identity';
  let bestQ = 0;
  for (const coding of CODING_PREFERENCE) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const value = qualityOf(coding);
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  // When everything is refused, identity is still sent (RFC 9110 allows it rather than a 406).
  return best;
}
