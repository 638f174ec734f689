// The task pane in headless Chromium against a running ClauseLens API (clauselens serve, which must
// allow the pane's origin: ADDIN_PORT fixes its port, by default a free one), with
// Office.js replaced by test/fake-office.js over the paragraphs of a real NDA:
//   CLAUSELENS_API=http://127.0.0.1:8790 CLAUSELENS_TOKEN=... node test/taskpane.browser.mjs NDA.txt SCREENSHOT.png
// Analyses the document, waits for the results, clicks findings and checks what the fake document
// received: the selection of the right text, stale findings refused, highlight, comment, a
// confirmed tracked insertion, a team playbook's fix applied as a tracked replacement, and a cover page's warning.
// Prints a JSON summary; exits 1 on the first failed check.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveFolder } from "../serve.mjs";
import { check, documentParagraphs, launch, openTaskPane } from "./browser.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const [ndaPath, screenshot] = process.argv.slice(2);
const api = process.env.CLAUSELENS_API;
const token = process.env.CLAUSELENS_TOKEN;
check(ndaPath && screenshot && api && token, "usage: CLAUSELENS_API=... CLAUSELENS_TOKEN=... node taskpane.browser.mjs NDA.txt SHOT.png");

const paragraphs = await documentParagraphs(ndaPath);
const site = await serveFolder(join(here, "..", "src"), Number(process.env.ADDIN_PORT ?? 0));
const browser = await launch();
try {
  // The team's playbook wants Delaware law: the sample's English law needs escalation, fixed by the team's language.
  const language = "This Agreement is governed by the laws of the State of Delaware.";
  const put = await fetch(`${api}/playbooks/addin-delaware`, { method: "PUT", headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "addin-delaware", perspective: "mutual", positions: [{ topic: "governing-law",
      standard: { position: "Delaware law.", accept: { laws: ["Delaware"] }, language }, escalation: "Any other law." }] }) });
  check(put.ok, `the playbook is put: ${put.status} ${await put.text()}`);
  const page = await openTaskPane(browser, site.url, paragraphs, api, token);
  await page.waitForSelector('#playbook option[value="addin-delaware"]', { state: "attached" });
  await page.selectOption("#playbook", "addin-delaware");
  await page.click("#analyse");
  await page.waitForSelector("#results:not([hidden])", { timeout: 180_000 });
  check(await page.isHidden("#notice"), `no error: ${await page.textContent("#notice")}`);

  const findings = await page.locator(".finding").count();
  const hypotheses = await page.locator("#hypotheses tbody tr").count();
  check(findings > 5, `findings shown: ${findings}`);
  check(hypotheses === 17, `17 hypotheses, not ${hypotheses}`);
  check(await page.isHidden("#hypotheses"), "the hypothesis table is folded away by default");
  check((await page.textContent("#gap-legend")).includes("Lower is better"), "the gap score has a legend");
  check(/rated|red|No clause/.test(await page.textContent("#overall-reason")), "the overall level says why");
  const keyTerms = await page.textContent("#key-terms");
  check(keyTerms.includes("Governing law") && keyTerms.includes("England and Wales") && !keyTerms.includes("undefined"),
    `key terms shown: ${keyTerms.slice(0, 300)}`);
  const checks = await page.locator("#checklist tbody tr").count();
  check(checks === 10, `10 checklist points, not ${checks}`);
  const table = await page.textContent("#hypotheses");
  check(!table.includes("undefined") && table.includes("Explicit identification"), `hypotheses by name: ${table.slice(0, 200)}`);
  check((await page.textContent("#progress-label, #status")).includes("Done"), "progress reached Done");

  // The results as the API gave them, to know what each click must select.
  const headers = { Authorization: `Bearer ${token}` };
  const latest = (await (await fetch(`${api}/analyses`, { headers })).json()).analyses[0];
  const results = await (await fetch(`${api}/analyses/${latest.analysisId}/results`, { headers })).json();
  const single = results.clauses.filter((c) => c.anchor.paragraphIndex === c.anchor.endParagraphIndex)
    .sort((a, b) => b.anchor.quote.length - a.anchor.quote.length);
  check(single.length > 1, "clauses within one paragraph");
  const longest = single[0];

  await page.click(`.finding[data-chunk="${longest.chunkId}"] .finding-link`);
  const selected = await page.evaluate(() => window.fakeWord.selection);
  check(selected !== null, "a click selects text");
  check(selected.startParagraph === longest.anchor.paragraphIndex, "the anchor's paragraph is selected");
  check(selected.startOffset === longest.anchor.paragraphOffset, "from the anchor's offset");
  check(selected.text === longest.anchor.quote, `the selection is the quote: ${selected.text.slice(0, 80)}...`);
  const searches = await page.evaluate(() => window.fakeWord.searches);
  check(searches.every((s) => s.length <= 255), "no search longer than Word allows");
  await page.screenshot({ path: screenshot, fullPage: true });

  const withEvidence = results.clauses.find((c) => c.risk?.citations?.length
    && c.anchor.paragraphIndex === c.anchor.endParagraphIndex);
  let evidence = null;
  if (withEvidence) {
    await page.click(`.finding[data-chunk="${withEvidence.chunkId}"] .quote`);
    evidence = await page.evaluate(() => window.fakeWord.selection);
    check(evidence.text === withEvidence.risk.citations[0].quote, "a piece of evidence selects its quote");
  }

  const other = single[1];
  await page.click(`.finding[data-chunk="${other.chunkId}"] .actions button:has-text("Highlight")`);
  await page.click(`.finding[data-chunk="${other.chunkId}"] .actions button:has-text("Comment")`);
  const marks = await page.evaluate(() => ({ highlights: window.fakeWord.highlights, comments: window.fakeWord.comments }));
  check(marks.highlights.length === 1 && marks.highlights[0].text === other.anchor.quote, "highlight on the clause");
  check(marks.comments.length === 1 && marks.comments[0].comment.startsWith("ClauseLens:"), "comment on the clause");

  let inserted = [];
  if (results.gaps.missing.some((g) => g.suggestedLanguage)) {
    await page.click('#missing button:has-text("Insert as tracked change")');
    check((await page.evaluate(() => window.fakeWord.inserted.length)) === 0, "nothing changes before the user confirms");
    await page.click('#missing .confirm button:has-text("Insert")');
    await page.waitForFunction(() => window.fakeWord.inserted.length === 1);
    inserted = await page.evaluate(() => window.fakeWord.inserted);
    check(inserted[0].tracked === "TrackAll", "the insertion is tracked");
  }

  // The playbook's finding on the governing law: shown with its outcome, fixed only once the user confirms.
  const law = results.playbook.findings.find((f) => f.topic === "governing-law");
  check(results.playbook.playbook === "addin-delaware" && law.outcome === "ESCALATE" && law.fix.kind === "REPLACE",
    `the team's playbook is applied: ${JSON.stringify(law)}`);
  const card = page.locator('.finding.playbook[data-topic="governing-law"]');
  check((await card.textContent()).includes("needs escalation"), "the finding shows its outcome");
  const summary = await page.textContent("#playbook-summary");
  check(summary === "addin-delaware: 0 meet the standard, 0 acceptable fallbacks, 1 needs escalation",
    `the summary names the playbook and counts its findings: ${summary}`);
  await card.locator('button:has-text("Apply as tracked change")').click();
  check((await page.evaluate(() => window.fakeWord.replaced.length)) === 0, "nothing changes before the user confirms");
  await card.locator('.confirm button:has-text("Apply")').click();
  await page.waitForFunction(() => window.fakeWord.replaced.length === 1);
  const replaced = (await page.evaluate(() => window.fakeWord.replaced))[0];
  check(replaced.tracked === "TrackAll", "the replacement is tracked");
  check(replaced.text === law.passage.quote && replaced.with === language,
    `the passage is replaced by the team's language: ${JSON.stringify(replaced)}`);
  check((await page.evaluate((i) => window.fakeWord.paragraphs[i].text, replaced.startParagraph)).includes("State of Delaware"),
    "the document now reads the team's language");

  // The paragraph changes after the analysis: the finding says it is stale and selects nothing.
  await page.evaluate((index) => {
    window.fakeWord.paragraphs[index].text = `Amended: ${window.fakeWord.paragraphs[index].text}`;
    window.fakeWord.selection = null;
  }, longest.anchor.paragraphIndex);
  await page.click(`.finding[data-chunk="${longest.chunkId}"] .finding-link`);
  check((await page.evaluate(() => window.fakeWord.selection)) === null, "a stale finding selects nothing");
  check((await page.textContent("#notice")).includes("stale"), "and says it is stale");

  // A cover page: the key terms warn that its protections are in the standard terms it incorporates, not in the text.
  const cover = await openTaskPane(browser, site.url, ["Mutual NDA Cover Page",
    "By executing this Cover Page, the parties enter into the Acme Mutual NDA (Version 1.0) (available at https://example.com/nda/).",
    "Governing Law: the laws of the State of Delaware."].map((text, i) => ({ text, style: i === 0 ? "Title" : "Normal" })), api, token);
  await cover.click("#analyse");
  await cover.waitForSelector("#results:not([hidden])", { timeout: 180_000 });
  const coverTerms = await cover.textContent("#key-terms");
  check(coverTerms.includes("Warning") && coverTerms.includes("incorporates the Acme Mutual NDA (Version 1.0)"),
    `a cover page's key terms carry the warning: ${coverTerms.slice(0, 300)}`);

  const multiParagraph = results.clauses.length - single.length;
  console.log(JSON.stringify({ findings, hypotheses, multiParagraph, selected: { paragraph: selected.startParagraph,
    characters: selected.text.length }, evidence: evidence?.text.length ?? null, inserted: inserted.length,
  playbookFix: replaced.with,
  searches: searches.length, screenshot }));
} finally {
  await browser.close();
  await site.close();
}
