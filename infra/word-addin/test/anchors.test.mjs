// node --test test/anchors.test.mjs — the anchor logic alone, on cases the sample NDA does not reach.
import assert from "node:assert/strict";
import test from "node:test";
import { escapeSearch, MAX_SEARCH, searchPlan, stillMatches } from "../src/anchors.js";

const repeated = "The Recipient shall keep it secret. The Recipient shall keep it secret and return it.";

test("a short quote is searched whole, skipping the occurrences before the anchor", () => {
  const at = repeated.lastIndexOf("The Recipient shall keep it secret");
  const anchor = { paragraphIndex: 0, paragraphOffset: at, endParagraphIndex: 0,
    endParagraphOffset: at + 34, quote: "The Recipient shall keep it secret" };
  assert.equal(stillMatches(anchor, [repeated]), true);
  assert.deepEqual(searchPlan(anchor, [repeated]), { head: anchor.quote, headSkip: 1 });
});

test("a quote longer than Word's limit is found by its first and last parts", () => {
  const quote = `Start ${"x".repeat(300)} end.`;
  const paragraph = `Intro. ${quote} Outro.`;
  const anchor = { paragraphIndex: 0, paragraphOffset: 7, endParagraphIndex: 0, endParagraphOffset: 7 + quote.length, quote };
  const plan = searchPlan(anchor, [paragraph]);
  assert.equal(plan.head.length, MAX_SEARCH);
  assert.ok(quote.startsWith(plan.head) && quote.endsWith(plan.tail));
  assert.ok(plan.tail.length <= MAX_SEARCH);
});

test("a quote across paragraphs: head in the first, tail in the last", () => {
  const paragraphs = ["Heading", "4. Term. This Agreement lasts two years", "and the obligations survive three years.", "Next"];
  const quote = "This Agreement lasts two years\rand the obligations survive three years.";
  const anchor = { paragraphIndex: 1, paragraphOffset: 9, endParagraphIndex: 2, endParagraphOffset: paragraphs[2].length, quote };
  assert.equal(stillMatches(anchor, paragraphs), true);
  assert.deepEqual(searchPlan(anchor, paragraphs), { head: "This Agreement lasts two years", headSkip: 0,
    tail: "and the obligations survive three years.", tailSkip: 0 });
  paragraphs[2] = "and the obligations survive five years.";
  assert.equal(stillMatches(anchor, paragraphs), false, "a changed last paragraph makes the finding stale");
});

test("a changed or missing paragraph is stale", () => {
  const anchor = { paragraphIndex: 0, paragraphOffset: 0, endParagraphIndex: 0, endParagraphOffset: 5, quote: "Hello" };
  assert.equal(stillMatches(anchor, ["Hello world"]), true);
  assert.equal(stillMatches(anchor, ["Hallo world"]), false);
  assert.equal(stillMatches({ ...anchor, paragraphIndex: 3, endParagraphIndex: 3 }, ["Hello world"]), false);
});

test("evidence inside a clause is searched from the clause's offset on", () => {
  const paragraph = "Secret means secret. Clause: the party keeps it secret.";
  const anchor = { paragraphIndex: 0, paragraphOffset: 21, endParagraphIndex: 0, endParagraphOffset: paragraph.length,
    quote: paragraph.slice(21) };
  assert.deepEqual(searchPlan(anchor, [paragraph], "secret"), { head: "secret", headSkip: 1 });
});

test("Word's special character is escaped", () => {
  assert.equal(escapeSearch("x^p"), "x^^p");
});
