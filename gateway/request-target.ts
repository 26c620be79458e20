/**
 * The request target as the nginx front reads it (issue 21), so that the gateway and the front route the
 * same path for the same request: percent-escapes decoded, `.` and `..` segments resolved, runs of `/`
 * merged, and a target nginx refuses (a malformed or NUL escape, `..` above the root) refused here too.
 * A port of nginx's ngx_http_parse_complex_uri (merge_slashes on), applied only to targets that need it.
 */

const enum State {
  Usual,
  Slash,
  Dot,
  DotDot,
  Quoted,
  QuotedSecond,
}

const SLASH = 0x2f;
const DOT = 0x2e;
const PERCENT = 0x25;
const QUESTION = 0x3f;
const HASH = 0x23;

const hexValue = (c: number): number => (c >= 0x30 && c <= 0x39 ? c - 0x30 : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 ? (c | 0x20) - 0x61 + 10 : -1);

/** The decoded path bytes and the raw query of a target (`/` first), or undefined where nginx answers 400. */
export function parseTarget(target: string): { path: number[]; query: string | undefined } | undefined {
  const u: number[] = [];
  let state = State.Usual;
  let quotedState = State.Usual;
  let decoded = 0;
  let query: string | undefined;
  /** A `?` or `#` ended the path (the dot segment before it is already resolved). */
  let ended = false;
  let i = 0;
  let ch = target.charCodeAt(i++);

  /** `..` seen: drop the segment before it; above the root is refused. */
  const climb = (): boolean => {
    let at = u.length - 4;
    for (;;) {
      if (at < 0) return false;
      if (u[at] === SLASH) break;
      at--;
    }
    u.length = at + 1;
    return true;
  };

  scan: while (i <= target.length) {
    switch (state) {
      case State.Usual:
        if (ch === SLASH) state = State.Slash;
        else if (ch === PERCENT) {
          quotedState = state;
          state = State.Quoted;
          ch = target.charCodeAt(i++);
          break;
        } else if (ch === QUESTION || ch === HASH) {
          if (ch === QUESTION) query = target.slice(i);
          ended = true;
          break scan;
        }
        u.push(ch);
        ch = target.charCodeAt(i++);
        break;
      case State.Slash:
      case State.Dot:
      case State.DotDot:
        if (ch === SLASH) {
          if (state === State.Dot) u.pop();
          else if (state === State.DotDot && !climb()) return undefined;
          // merge_slashes: a second `/` is dropped.
          state = State.Slash;
        } else if (ch === DOT && state !== State.DotDot) {
          state = state === State.Slash ? State.Dot : State.DotDot;
          u.push(ch);
        } else if (ch === PERCENT) {
          quotedState = state;
          state = State.Quoted;
        } else if (ch === QUESTION || ch === HASH) {
          if (state === State.Dot) u.pop();
          else if (state === State.DotDot && !climb()) return undefined;
          if (ch === QUESTION) query = target.slice(i);
          ended = true;
          break scan;
        } else {
          state = State.Usual;
          u.push(ch);
        }
        ch = target.charCodeAt(i++);
        break;
      case State.Quoted: {
        const v = hexValue(ch);
        if (v < 0) return undefined;
        decoded = v;
        state = State.QuotedSecond;
        ch = target.charCodeAt(i++);
        break;
      }
      case State.QuotedSecond: {
        const v = hexValue(ch);
        if (v < 0) return undefined;
        ch = (decoded << 4) + v;
        if (ch === 0) return undefined;
        if (ch === PERCENT || ch === HASH || ch === QUESTION) {
          // A decoded `%`, `#` or `?` is a plain character, never a delimiter.
          state = State.Usual;
          u.push(ch);
          ch = target.charCodeAt(i++);
          break;
        }
        // Any other decoded character goes through the state machine (`%2e%2e`, `%2f` count as `..`, `/`).
        state = quotedState;
        break;
      }
    }
  }
  if (!ended) {
    if (state === State.Quoted || state === State.QuotedSecond) return undefined;
    if (state === State.Dot) u.pop();
    else if (state === State.DotDot && !climb()) return undefined;
  } else if (query !== undefined) {
    const hash = query.indexOf('#');
    if (hash >= 0) query = query.slice(0, hash);
  }
  return { path: u, query };
}

/** Characters a path keeps as they are; every other byte is percent-encoded. */
const PLAIN = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/;

/** A decoded path as a URL path: UTF-8 (an invalid sequence becomes U+FFFD, which names nothing), percent-encoded. */
function encodePath(bytes: readonly number[]): string {
  let out = '';
  for (const char of Buffer.from(bytes).toString('utf8')) out += PLAIN.test(char) ? char : encodeURIComponent(char);
  return out;
}

/** Whether a target may read differently once normalised: an escape, a dot segment, `//` or a fragment. */
const needsParsing = (url: string): boolean => url.includes('%') || url.includes('/.') || url.includes('//') || url.includes('#');

/**
 * The target the gateway routes: `url` itself when nginx would read it as written (the usual case, one
 * scan), its normalised form otherwise, or undefined when nginx refuses it (then 400 BAD_REQUEST).
 */
export function canonicalTarget(url: string): string | undefined {
  if (url.charCodeAt(0) !== SLASH) return undefined;
  if (!needsParsing(url)) return url;
  const parsed = parseTarget(url);
  if (!parsed) return undefined;
  const path = encodePath(parsed.path);
  return parsed.query === undefined ? path : `${path}?${parsed.query}`;
}
