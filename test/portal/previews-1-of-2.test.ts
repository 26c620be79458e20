/** Issue 9: the style previews in Chromium, shard 1 of 2 (preview-suite.ts holds the suite). */
import { describePreviews } from './preview-suite';

describePreviews(0, 2);
