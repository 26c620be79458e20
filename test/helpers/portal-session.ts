/**
 * What the portal's suites (portal.test.ts, gallery.test.ts) start once per file: a gateway at the real
 * default budgets (the whole portal, gallery included, must work within 60 page requests a minute), every
 * style's summary read through the API, and a browser.
 */
import type { StyleSummary } from '../../generator/contract/schemas';
import { launchBrowser, type Browser } from './browser';
import { startGateway, type RunningGateway } from './gateway';
import { listAllStyles } from './http';

export interface PortalSession {
  gw: RunningGateway;
  browser: Browser;
  styles: StyleSummary[];
}

export async function startPortalSession(distDir: string): Promise<PortalSession> {
  const gw = await startGateway(distDir, { RATE_LIMIT_API_PER_MIN: '30', RATE_LIMIT_PAGES_PER_MIN: '60' });
  const styles = await listAllStyles(gw.url, gw.store.manifest.totals.all!);
  return { gw, styles, browser: await launchBrowser() };
}

export async function stopPortalSession(session: Partial<PortalSession>): Promise<void> {
  await session.browser?.close();
  await session.gw?.close();
}
