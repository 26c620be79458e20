/** Issue 18: the preview pages' fonts in Chromium, shard 2 of 2 (fonts-suite.ts holds the suite). */
import { describeFonts } from './fonts-suite';

describeFonts(1, 2);
