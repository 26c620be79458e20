/** Issue 9: the style previews in Chromium, shard 2 of 2 (preview-suite.ts holds the suite). */
import { describePreviews } from './preview-suite';

describePreviews(1, 2);
