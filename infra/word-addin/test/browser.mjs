// What the browser tests share: Debian's Chromium driven by playwright-core, headless, with the
// flags a closed network needs.
import { chromium } from "playwright-core";

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
}

export function check(condition, message) {
  if (!condition) {
    throw new Error(`check failed: ${message}`);
  }
}
