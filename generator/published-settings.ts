/**
 * The settings a build writes into published files (openapi.json, llms.txt, the portal, the nginx front), by
 * the variable that sets them: BASE_URL and every rate-limit budget (issue 31, point 7). dist/manifest.json
 * records them, and the freshness check compares them as a whole, so `npm start` rebuilds when one changed.
 */
import { BUDGETS, budgetsOf, type BuildConfig, type Budgets } from './build-config';

/** Variable name → value, in a stable order: BASE_URL, then the budgets as BUDGETS lists them. */
export type PublishedSettings = Readonly<Record<string, string | number>>;

export function publishedSettings(config: Pick<BuildConfig, 'baseUrl'> & Partial<Budgets>): PublishedSettings {
  const budgets = budgetsOf(config);
  const entries = (Object.keys(BUDGETS) as (keyof Budgets)[]).map((key) => [BUDGETS[key].variable, budgets[key]]);
  return { BASE_URL: config.baseUrl, ...Object.fromEntries(entries) };
}

/** Why dist/, built with `built`, does not publish `wanted` (`dist/ was built with RATE_LIMIT_API_PER_MIN=30, not 10`), or null. */
export function settingsChange(built: PublishedSettings, wanted: PublishedSettings): string | null {
  const names = [...new Set([...Object.keys(wanted), ...Object.keys(built)])];
  const changes = names.filter((name) => built[name] !== wanted[name]).map((name) => `${name}=${built[name] ?? '(unset)'}, not ${wanted[name] ?? '(unset)'}`);
  return changes.length === 0 ? null : `dist/ was built with ${changes.join('; ')}`;
}
