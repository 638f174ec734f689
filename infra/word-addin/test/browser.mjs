// What the browser tests share: Debian's Chromium driven by playwright-core, headless, with the
// flags a closed network needs, and the task pane opened over a fake Word document.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));

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

/** A text file as Word paragraphs: one per non-blank line, the first styled as the title. */
export async function documentParagraphs(path) {
  return (await readFile(path, "utf8")).split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
    .map((text, i) => ({ text, style: i === 0 ? "Title" : "Normal" }));
}

/**
 * Opens the task pane served at {siteUrl} with Office.js replaced by test/fake-office.js over {paragraphs},
 * and saves the API's URL and token in its settings as a first-time user does.
 */
export async function openTaskPane(browser, siteUrl, paragraphs, api, token) {
  const page = await browser.newPage({ viewport: { width: 420, height: 1400 } });
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  await page.route("https://appsforoffice.microsoft.com/**", (route) =>
    route.fulfill({ path: join(here, "fake-office.js"), contentType: "text/javascript" }));
  await page.addInitScript((given) => { window.__fakeParagraphs = given; }, paragraphs);
  await page.goto(`${siteUrl}/taskpane.html`);
  check(await page.isVisible("#settings"), "settings are asked for on first use");
  await page.fill("#api-url", api);
  await page.fill("#token", token);
  await page.click("#settings button[type=submit]");
  check(await page.isHidden("#settings"), "saved settings close");
  return page;
}
