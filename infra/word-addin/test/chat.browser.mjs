// The task pane's Ask tab in headless Chromium against a running ClauseLens API (clauselens serve,
// allowing the pane's origin: ADDIN_PORT), with Office.js replaced by test/fake-office.js over the
// paragraphs of a real NDA:
//   CLAUSELENS_API=http://127.0.0.1:8790 CLAUSELENS_TOKEN=... node test/chat.browser.mjs NDA.txt SCREENSHOT.png
// Analyses the document, asks why clause 8 is rated aggressive, clicks the answer's citation and
// checks Word selected the quoted text; asks for a narrower residuals clause, declines one proposal
// (nothing changes) and confirms another (the API records it once, and Word receives it as a tracked
// replacement of exactly the clause's text). Prints a JSON summary; exits 1 on the first failed check.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveFolder } from "../serve.mjs";
import { check, documentParagraphs, launch, openTaskPane } from "./browser.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const [ndaPath, screenshot] = process.argv.slice(2);
const api = process.env.CLAUSELENS_API;
const token = process.env.CLAUSELENS_TOKEN;
check(ndaPath && screenshot && api && token, "usage: CLAUSELENS_API=... CLAUSELENS_TOKEN=... node chat.browser.mjs NDA.txt SHOT.png");
const headers = { Authorization: `Bearer ${token}` };
const get = async (path) => (await fetch(api + path, { headers })).json();

const site = await serveFolder(join(here, "..", "src"), Number(process.env.ADDIN_PORT ?? 0));
const browser = await launch();
try {
  const page = await openTaskPane(browser, site.url, await documentParagraphs(ndaPath), api, token);
  check(await page.isHidden("#tabs"), "no Ask tab before the document is analysed");
  await page.click("#analyse");
  await page.waitForSelector("#tabs:not([hidden])", { timeout: 180_000 });
  await page.click("#tab-ask");
  check(await page.isVisible("#chat") && await page.isHidden("#review"), "the Ask tab takes the review's place");

  /** Asks through the form and waits for the answer card: the n-th answer of the conversation. */
  const ask = async (question, n) => {
    await page.fill("#question", question);
    await page.click("#ask");
    await page.waitForFunction((count) => document.querySelectorAll(".message.answer").length === count, n,
      { timeout: 90_000 });
    check(await page.isHidden("#notice"), `no error: ${await page.textContent("#notice")}`);
    check(await page.inputValue("#question") === "", "the box is cleared once answered");
    return page.locator(".message.answer").nth(n - 1);
  };

  const why = await ask("Why is clause 8 rated aggressive?", 1);
  const whyText = await why.textContent();
  check(whyText.includes("twenty-four (24) months"), `the answer quotes the clause: ${whyText.slice(0, 300)}`);
  check(whyText.includes("not legal advice"), "the answer carries the disclaimer");
  check((await page.locator(".message.question").first().textContent()) === "Why is clause 8 rated aggressive?",
    "the question is shown above its answer");

  // What the API answered, to know what the citation must select.
  const analysisId = (await get("/analyses")).analyses[0].analysisId;
  const conversations = (await get(`/analyses/${analysisId}/conversations`)).conversations;
  check(conversations.length === 1, `one conversation for the tab: ${conversations.length}`);
  const base = `/analyses/${analysisId}/conversations/${conversations[0].conversationId}`;
  const cited = (await get(base)).messages[0].answer.citations[0];
  const citation = why.locator(".citation").first();
  check((await citation.textContent()).startsWith(`Clause ${cited.clause}:`), "the citation names its clause");
  await citation.click();
  const selected = await page.evaluate(() => window.fakeWord.selection);
  check(selected?.text === cited.quote, `the citation selects its quote in Word: ${selected?.text.slice(0, 80)}`);
  check(selected.startParagraph === cited.anchor.paragraphIndex, "in the anchor's paragraph");

  // A proposal declined changes nothing.
  const declined = await ask("Draft a narrower residuals clause", 2);
  await declined.locator('.proposal button:has-text("Decline")').click();
  await declined.locator(".proposal :text('Declined')").waitFor();
  check((await page.evaluate(() => window.fakeWord.replaced.length)) === 0, "a declined proposal changes nothing");

  // A proposal confirmed: recorded by the API, then inserted into Word as a tracked replacement of the clause.
  const drafted = await ask("Draft a narrower residuals clause", 3);
  const turns = (await get(base)).messages;
  const proposed = turns[2].answer.proposals[0];
  check(proposed.tool === "propose_redline" && proposed.confirmation_required, `a redline proposed: ${JSON.stringify(proposed)}`);
  check((await drafted.locator(".proposal .suggested").textContent()) === proposed.preview.replacement,
    "the proposal shows the language it would insert");
  check((await page.evaluate(() => window.fakeWord.replaced.length)) === 0, "nothing changes before the user confirms");
  await drafted.locator('.proposal button:has-text("Confirm")').click();
  await page.waitForFunction(() => window.fakeWord.replaced.length === 1);
  const replaced = (await page.evaluate(() => window.fakeWord.replaced))[0];
  check(replaced.tracked === "TrackAll", "the redline is a tracked change");
  check(replaced.text === proposed.preview.anchor.quote && replaced.with === proposed.preview.replacement,
    `the clause's text is replaced by the proposed language: ${JSON.stringify(replaced).slice(0, 300)}`);
  await drafted.locator(".proposal :text('tracked change: review it')").waitFor();
  const again = await fetch(`${api}${base}/proposals/${proposed.proposalId}/confirm`, { method: "POST", headers,
    body: JSON.stringify({ decision: "confirm" }) });
  check(again.status === 409, `the API recorded the confirmation once: ${again.status}`);
  check(await drafted.locator('.proposal button:has-text("Confirm")').count() === 0, "a decided proposal has no buttons");
  await page.screenshot({ path: screenshot, fullPage: true });

  console.log(JSON.stringify({ answers: turns.length, citation: { clause: cited.clause, characters: selected.text.length },
    redline: { paragraph: replaced.startParagraph, replaced: replaced.text.length, with: replaced.with.length }, screenshot }));
} finally {
  await browser.close();
  await site.close();
}
