// Stops the end-to-end run with a one-line instruction when no Chromium can be found.
import { chromiumMissingMessage, findChromium } from '../tools/chromium.ts';

if (!findChromium()) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}
