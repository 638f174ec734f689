// The visual report in headless Chromium: every finding links to a highlighted span of the
// document whose text is the finding's quote.  node test/report.browser.mjs REPORT.html SCREENSHOT.png
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { check, launch } from "./browser.mjs";

const [report, screenshot] = process.argv.slice(2);
check(report && screenshot, "usage: node report.browser.mjs REPORT.html SCREENSHOT.png");

const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1600 } });
  await page.goto(pathToFileURL(resolve(report)).href);
  const links = await page.evaluate(() => [...document.querySelectorAll("aside a[data-quote]")].map((link) => {
    const target = document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1)));
    const style = target && getComputedStyle(target);
    const highlighted = !!style && (style.backgroundColor !== "rgba(0, 0, 0, 0)"
      || style.borderBottomStyle !== "none");
    return { href: link.getAttribute("href"), kind: link.className, found: !!target, highlighted,
      equal: !!target && target.textContent === link.dataset.quote };
  }));
  const broken = links.filter((l) => !l.found || !l.highlighted || !l.equal);
  check(links.length > 0, "the report has findings");
  check(broken.length === 0, `links that miss their text: ${JSON.stringify(broken.slice(0, 5))}`);
  const evidence = links.filter((l) => l.kind === "evidence-link").length;
  const hypotheses = await page.locator("table.hypotheses tr").count() - 1;
  check(hypotheses === 17, `17 hypotheses, not ${hypotheses}`);
  check(await page.isHidden("table.hypotheses") && await page.isHidden("table.usage"),
    "the technical tables (hypotheses, model use) are folded away by default");
  check((await page.textContent("header .legend")).includes("Lower is better"), "the gap score has a legend");
  check(/rated|red|No clause/.test(await page.textContent("header .overall-reason")), "the overall level says why");
  check((await page.textContent("footer")).includes("not legal advice"), "the disclaimer");

  await page.screenshot({ path: screenshot });
  // Following a link scrolls its text into view and outlines it (:target).
  await page.click("aside a.finding-link >> nth=0");
  const outlined = await page.evaluate(() => getComputedStyle(document.querySelector(":target")).outlineStyle);
  check(outlined !== "none", "the followed finding is outlined");
  console.log(JSON.stringify({ links: links.length, evidence, hypotheses, screenshot }));
} finally {
  await browser.close();
}
