/** The developer portal (portal/render-portal.ts): its front page with the gallery's first page, the reference, the assets. */
import { keyOf } from '../pipeline/key';
import { renderPortal } from '../portal/render-portal';
import { rendered, type LibraryFamily } from './library-file';

export const portalPages: LibraryFamily = {
  name: 'portal',
  routed: true,
  files: ({ input, summaries, budgets, settingsKey }) =>
    // The portal's assets come from the generator's sources, which the build's code version covers.
    renderPortal({ baseUrl: input.baseUrl, styles: summaries, assets: input.portalAssets, budgets }).map(({ home, ...f }) => {
      const key = keyOf('portal', settingsKey, home ? JSON.stringify(home.library) : '');
      return home ? rendered({ url: f.url, path: f.path, key }, () => ({ kind: 'portal-home', ...home })) : { ...f, key };
    }),
};
