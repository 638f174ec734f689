// Finding a finding's text in Word from its anchor: the paragraph first, then the quote inside it.
// Word's search takes at most 255 characters and never crosses a paragraph mark, so a long or
// multi-paragraph quote is found by its first and last parts and the range between them.

export const MAX_SEARCH = 255;

/**
 * Whether the paragraphs still hold the quote where the analysis found it. For one paragraph the
 * text at the anchor's offsets must equal the quote; across paragraphs, the first paragraph must end
 * with the quote's first line and the last begin with its last line.
 */
export function stillMatches(anchor, paragraphTexts) {
  const first = paragraphTexts[anchor.paragraphIndex];
  const last = paragraphTexts[anchor.endParagraphIndex];
  if (first === undefined || last === undefined) {
    return false;
  }
  if (anchor.paragraphIndex === anchor.endParagraphIndex) {
    return first.slice(anchor.paragraphOffset, anchor.endParagraphOffset) === anchor.quote;
  }
  const lines = splitLines(anchor.quote);
  return first.slice(anchor.paragraphOffset).trimEnd() === lines[0].trimEnd()
    && last.slice(0, anchor.endParagraphOffset).trimStart() === lines[lines.length - 1].trimStart();
}

/**
 * What to search for: {head} in the first paragraph, and when the quote is longer than Word's limit
 * or spans paragraphs, {tail} in the last; with how many earlier occurrences to skip in each, so a
 * repeated phrase selects the occurrence the analysis found. {quote} is the anchor's own, or a
 * piece of evidence inside it (searched from the anchor's offset on).
 */
export function searchPlan(anchor, paragraphTexts, quote = anchor.quote) {
  const lines = splitLines(quote).map((line) => line.trim()).filter((line) => line.length > 0);
  const firstLine = lines[0] ?? quote.trim();
  const lastLine = lines[lines.length - 1] ?? firstLine;
  const single = lines.length <= 1 && firstLine.length <= MAX_SEARCH;
  const first = paragraphTexts[anchor.paragraphIndex] ?? "";
  const last = paragraphTexts[anchor.endParagraphIndex] ?? "";
  const head = firstLine.slice(0, MAX_SEARCH);
  const from = quote === anchor.quote ? anchor.paragraphOffset
    : Math.max(anchor.paragraphOffset, first.indexOf(head, anchor.paragraphOffset));
  const plan = { head, headSkip: occurrencesBefore(first, head, from) };
  if (!single) {
    const tail = lastLine.slice(-MAX_SEARCH);
    const lastText = anchor.paragraphIndex === anchor.endParagraphIndex ? first : last;
    const tailEnd = anchor.paragraphIndex === anchor.endParagraphIndex
      ? from + quote.trimEnd().length : anchor.endParagraphOffset;
    plan.tail = tail;
    plan.tailSkip = occurrencesBefore(lastText, tail, Math.max(0, tailEnd - tail.length));
  }
  return plan;
}

/** Word's search treats '^' as the start of a special character. */
export function escapeSearch(text) {
  return text.replaceAll("^", "^^");
}

function occurrencesBefore(text, part, offset) {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0 && at < offset; at = text.indexOf(part, at + part.length)) {
    count++;
  }
  return count;
}

function splitLines(text) {
  return text.split(/\r\n|\r|\n|\u000b/);
}
