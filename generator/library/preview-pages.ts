/** A style's preview page (/styles/{slug}/): its tokens and components at work, and the styles most like it. */
import { previewJsonOf } from '../pipeline/build-cache';
import { previewPath } from '../responses/routes';
import { rendered, type LibraryFamily } from './library-file';
import { similarList } from './similar-styles';

/** A preview is unchanged when its similar list is, and the style's own summary and preview data are the previous build's. */
export const previewPages: LibraryFamily = {
  name: 'preview pages',
  routed: false,
  *files(context) {
    const { input, changed, bySlug } = context;
    for (const digest of input.digests) {
      const slug = digest.summary.slug;
      const list = similarList(context, digest);
      const unchanged = list.same && !changed.has(slug) && input.previous!.previewKeys.get(slug) === digest.previewKey;
      if (input.omitUnchanged && unchanged) continue;
      yield rendered({ url: previewPath(slug), path: `${previewPath(slug).slice(1)}/index.html`, unchanged }, () => ({
        kind: 'preview',
        style: digest.summary,
        previewJson: previewJsonOf(digest),
        similar: list.entries.map((e) => bySlug.get(e.slug)!.summary),
      }));
    }
  },
};
