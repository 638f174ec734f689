// The ClauseLens task pane: sends the open document's text and paragraphs to the ClauseLens API,
// follows the analysis, shows the review and pins each finding onto its text in the document; its
// Ask tab talks with the assistant about the analysis, and inserts the redlines the user confirms.
import { escapeSearch, searchPlan, stillMatches } from "./anchors.js";

const LEVELS = ["AGGRESSIVE", "CAUTIOUS", "UNKNOWN", "STANDARD"];
const FIRST_POLL_MS = 1000;
const MAX_POLL_MS = 8000;
const ANSWER_POLL_MS = 500;
const ANSWER_DEADLINE_MS = 3 * 60_000;
const $ = (id) => document.getElementById(id);

class ApiError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

const settings = {
  get apiUrl() { return (localStorage.getItem("clauselens.apiUrl") ?? "").replace(/\/+$/, ""); },
  get token() { return localStorage.getItem("clauselens.token") ?? ""; },
  save(apiUrl, token) {
    localStorage.setItem("clauselens.apiUrl", apiUrl.trim());
    localStorage.setItem("clauselens.token", token.trim());
  },
};

Office.onReady(() => {
  $("settings-toggle").addEventListener("click", () => showSettings($("settings").hidden));
  $("settings").addEventListener("submit", (event) => {
    event.preventDefault();
    settings.save($("api-url").value, $("token").value);
    showSettings(false);
    notice("");
    loadPlaybooks().catch(failed);
  });
  $("analyse").addEventListener("click", () => analyse().catch(failed));
  $("tab-review").addEventListener("click", () => showTab("review"));
  $("tab-ask").addEventListener("click", () => showTab("chat"));
  $("ask-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const question = $("question").value.trim();
    if (question) {
      ask(question).catch(failed);
    }
  });
  $("api-url").value = settings.apiUrl;
  $("token").value = settings.token;
  showSettings(!settings.apiUrl || !settings.token);
  if (settings.apiUrl && settings.token) {
    loadPlaybooks().catch(failed);
  }
});

/** The built-in playbooks and the team's own, to choose the one the findings are read against. */
async function loadPlaybooks() {
  const { playbooks } = await api("/playbooks");
  const chosen = $("playbook").value;
  $("playbook").replaceChildren($("playbook").options[0], ...playbooks.map((p) => element("option", { value: p.name },
    `${p.name} (${p.perspective}${p.builtIn ? ", built-in" : ""})`)));
  $("playbook").value = playbooks.some((p) => p.name === chosen) ? chosen : "";
}

function showSettings(open) {
  $("settings").hidden = !open;
  $("settings-toggle").setAttribute("aria-expanded", String(open));
}

async function api(path, options = {}) {
  if (!settings.apiUrl || !settings.token) {
    showSettings(true);
    throw new ApiError("UNAUTHORIZED", "Enter the API URL and your sign-in token first.");
  }
  let response;
  try {
    response = await fetch(settings.apiUrl + path, {
      ...options,
      headers: { Authorization: `Bearer ${settings.token}`, "Content-Type": "application/json" },
    });
  } catch (error) {
    throw new ApiError("UNREACHABLE", `Cannot reach ${settings.apiUrl} (${error.message}). Check the API URL.`);
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new ApiError(body.error?.code ?? `HTTP_${response.status}`, body.error?.message ?? response.statusText);
  }
  return body;
}

/** The body's text and its paragraphs (text, style, heading flag), as the API's add-in payload. */
async function readDocument() {
  return Word.run(async (context) => {
    const body = context.document.body;
    body.load("text");
    const paragraphs = body.paragraphs;
    paragraphs.load("items/text,items/style,items/styleBuiltIn");
    await context.sync();
    return {
      rawText: body.text,
      paragraphs: paragraphs.items.map((p) => ({
        text: p.text,
        style: p.style,
        isHeading: /^(Heading|Title)/i.test(String(p.styleBuiltIn ?? p.style ?? "")),
      })),
    };
  });
}

async function analyse() {
  $("analyse").disabled = true;
  $("results").hidden = true;
  notice("");
  try {
    progress("Reading the document", 0);
    const content = await readDocument();
    if (content.paragraphs.every((p) => p.text.trim() === "")) {
      throw new ApiError("EMPTY", "The document has no text to analyse.");
    }
    const title = content.paragraphs.find((p) => p.isHeading && p.text.trim())?.text.trim() ?? "Word document";
    const perspective = $("perspective").value || undefined;
    const playbook = $("playbook").value || undefined;
    const started = await api("/analyses", { method: "POST",
      body: JSON.stringify({ title, content, perspective, playbook }) });
    const status = await poll(started, FIRST_POLL_MS, (current) => {
      if (current.status === "FAILED") {
        throw new ApiError(current.error?.code ?? "FAILED", current.error?.message ?? "The analysis failed.");
      }
      if (current.status === "SUCCEEDED") {
        return true;
      }
      progress(`${words(current.stage ?? "")}: ${current.message ?? ""}`, current.progress);
      return false;
    }, (current) => api(`/analyses/${encodeURIComponent(current.analysisId)}`));
    progress("Done", 100);
    const results = await api(`/analyses/${encodeURIComponent(status.analysisId)}/results`);
    render(results);
    openChat(status.analysisId);
  } finally {
    $("analyse").disabled = false;
  }
}

/** Fetches `next(state)` with back-off from `first` ms (at most MAX_POLL_MS apart) until `done(state)` says so. */
async function poll(state, first, done, next) {
  let current = state;
  for (let wait = first; !done(current); wait = Math.min(MAX_POLL_MS, wait * 1.5)) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    current = await next(current);
  }
  return current;
}

function progress(message, percent) {
  $("status").textContent = percent === undefined ? message : `${message} (${percent}%)`;
  $("progress").hidden = false;
  $("progress").value = percent ?? 0;
}

function failed(error) {
  $("progress").hidden = true;
  $("status").textContent = "";
  notice(error instanceof ApiError ? `${error.message} (${error.code})` : `Something went wrong: ${error.message}`);
}

function notice(text) {
  $("notice").textContent = text;
  $("notice").hidden = !text;
}

function render(results) {
  $("summary").replaceChildren(
    element("span", {}, "Overall risk ", element("b", { className: `level risk-${results.overallLevel.toLowerCase()}` },
      results.overallLevel), ` ${results.overallScore}/100`),
    element("span", { title: results.gaps.scoreLegend }, "Gap score ", element("b", {}, `${results.gapScore}/100`)),
    element("span", {}, `${results.clauses.length} clauses`));
  $("overall-reason").textContent = results.overallReason || "";
  $("gap-legend").textContent = results.gaps.scoreLegend;

  $("perspective-reason").textContent = results.perspective ? results.perspective.reason : "";
  $("key-terms").tBodies[0].replaceChildren(...keyTerms(results.keyTerms));
  $("checklist").tBodies[0].replaceChildren(...results.checklist.map((check) => element("tr", {},
    element("td", {}, element("span", { className: `status status-${check.status.toLowerCase()}` }, check.status)),
    element("td", check.quote ? { title: check.quote.quote } : {}, element("b", {}, check.topic),
      element("div", { className: "why" }, check.reason)))));

  const byChunk = new Map(results.clauses.map((c) => [c.chunkId, c]));
  const review = results.playbook;
  $("playbook-summary").textContent = `${review.playbook}: ${review.summary}`;
  $("playbook-findings").replaceChildren(...review.findings.map((f) => playbookFinding(f, byChunk.get(f.chunkId))));

  const byLevel = $("clauses");
  byLevel.replaceChildren();
  for (const level of LEVELS) {
    const clauses = results.clauses.filter((c) => (c.risk?.level ?? "UNKNOWN") === level);
    if (clauses.length === 0) {
      continue;
    }
    byLevel.append(element("h3", {}, element("span", { className: `level risk-${level.toLowerCase()}` }, level),
      ` ${clauses.length}`));
    clauses.forEach((clause) => byLevel.append(finding(clause)));
  }

  $("missing").replaceChildren(...(results.gaps.missing.length === 0
    ? [element("li", {}, "None of the expected protections is missing.")]
    : results.gaps.missing.map(missing)));

  $("hypotheses").tBodies[0].replaceChildren(...results.gaps.hypotheses.map((h) => {
    const verdict = h.verdict.toLowerCase().replace("_", "-");
    const evidence = h.chunkIds.map((id) => byChunk.get(id)).filter(Boolean).map((clause) =>
      element("button", { className: "link", onclick: () => pin(clause.anchor) }, "show"));
    return element("tr", {}, element("td", {}, h.name),
      element("td", { className: verdict }, verdict.replace("-", " "), " ", ...evidence));
  }));
  $("disclaimer").textContent = results.disclaimer;
  $("results").hidden = false;
}

const DOCUMENT_TYPES = {
  NDA: "non-disclosure agreement",
  NON_COMPETE: "non-compete agreement (the NDA checks below may not fit)",
  EMPLOYEE_UNDERTAKING: "an individual's confidentiality undertaking (the NDA checks below may not fit)",
  OTHER: "not an NDA (the NDA checks below may not fit)",
};

/** The terms a lawyer reads first, each with the document's own words on hover; "not stated" where it is silent. */
function keyTerms(terms) {
  const row = (name, value, quote) => element("tr", {}, element("th", {}, name),
    element("td", quote ? { title: quote } : {}, value ?? element("i", {}, "not stated")));
  const mutual = terms.mutuality?.value === "MUTUAL";
  const mutuality = terms.mutuality ? (mutual ? (terms.imbalance ? ", mutual but uneven" : ", mutual") : ", one-way") : "";
  const rows = [row("Document", DOCUMENT_TYPES[terms.documentType] + mutuality, (terms.imbalance ?? terms.mutuality)?.quote),
    row("Parties", terms.parties.length ? terms.parties.map((p) => p.value).join("; ") : null)];
  if (terms.incorporationWarning) {
    rows.splice(1, 0, row("Warning", terms.incorporationWarning, terms.incorporatedTerms.quote));
  }
  for (const [name, field] of [["Effective date", "effectiveDate"], ["Term", "term"],
    ["Confidentiality", "confidentialityPeriod"], ["Trade secrets", "tradeSecrets"], ["Purpose", "purpose"],
    ["Governing law", "governingLaw"], ["Forum", "forum"]]) {
    rows.push(row(name, terms[field]?.value, terms[field]?.quote));
  }
  if (terms.placeholders.length) {
    rows.push(row("Blanks", `${terms.placeholders.length} left unfilled: `
      + [...new Set(terms.placeholders.map((p) => p.value))].slice(0, 5).join("  ")));
  }
  return rows;
}

function finding(clause) {
  const level = (clause.risk?.level ?? "UNKNOWN").toLowerCase();
  const card = element("div", { className: `finding risk-${level}`, dataset: { chunk: clause.chunkId } },
    element("button", { className: "link finding-link", onclick: () => pin(clause.anchor) }, clause.categoryName),
    element("div", { className: "why" }, clause.risk?.explanation ?? clause.reason ?? ""));
  for (const citation of clause.risk?.citations ?? []) {
    card.append(element("button", { className: "link quote", onclick: () => pin(clause.anchor, citation.quote) },
      `“${preview(citation.quote)}”`));
  }
  card.append(element("div", { className: "actions" },
    element("button", { className: "link", onclick: () => act(clause.anchor, (range) => { range.font.highlightColor = "#FFF59D"; }) },
      "Highlight"),
    element("button", { className: "link", onclick: () => act(clause.anchor, (range) => range.insertComment(
      `ClauseLens: ${clause.risk?.level ?? "UNKNOWN"} — ${clause.risk?.explanation ?? clause.reason ?? ""}`)) }, "Comment")));
  return card;
}

const OUTCOMES = { STANDARD: "meets standard", FALLBACK: "acceptable fallback", ESCALATE: "needs escalation",
  INCORPORATED: "left to the incorporated terms" };
const FIXES = { REPLACE: "Apply as tracked change", STRIKE: "Strike as tracked change", INSERT: "Insert as tracked change",
  COMMENT: "Add as comment" };

/** One topic of the playbook: outcome, reason, the passage in the document, and the team's fix for an escalation. */
function playbookFinding(finding, clause) {
  const outcome = finding.outcome.toLowerCase();
  const card = element("div", { className: `finding playbook outcome-${outcome}`, dataset: { topic: finding.topic } },
    element("span", { className: `status outcome-${outcome}` }, OUTCOMES[finding.outcome]), " ",
    element("b", {}, finding.title), element("div", { className: "why" }, finding.reason));
  if (clause && finding.passage) {
    card.append(element("button", { className: "link quote", onclick: () => pin(clause.anchor, finding.passage.quote) },
      `“${preview(finding.passage.quote)}”`));
  }
  const fix = finding.fix;
  if (fix && (fix.kind === "INSERT" || (clause && finding.passage))) {
    if (fix.language) {
      card.append(element("div", { className: "suggested" }, fix.language));
    }
    const apply = element("button", { className: "link" }, FIXES[fix.kind]);
    apply.onclick = () => card.append(confirmFix(finding, clause));
    card.append(element("div", { className: "actions" }, apply));
  }
  return card;
}

/** A fix changes the document: the user confirms it, and Word tracks the change (or holds the comment). */
function confirmFix(finding, clause) {
  const { kind, language } = finding.fix;
  const question = { REPLACE: "Replace the passage with the playbook's language as a tracked change? ",
    STRIKE: "Strike the passage as a tracked change? ", INSERT: "Insert the playbook's language at the end of the "
      + "document as a tracked change? ", COMMENT: "Add the playbook's position as a comment on the passage? " }[kind];
  return confirmBox(question, "Apply", async () => {
    if (kind === "INSERT") {
      await insertTracked(language);
      return;
    }
    const done = await act(clause.anchor, (range, context) => {
      if (kind === "COMMENT") {
        range.insertComment(`ClauseLens playbook: ${finding.reason}${language ? ` Proposed language: ${language}` : ""}`);
        return;
      }
      context.document.changeTrackingMode = Word.ChangeTrackingMode.trackAll;
      if (kind === "STRIKE") {
        range.delete();
      } else {
        range.insertText(language, Word.InsertLocation.replace);
      }
    }, finding.passage.quote);
    if (done) {
      notice(kind === "COMMENT" ? "Comment added." : "Changed as a tracked change: review it in Word.");
    }
  });
}

function missing(gap) {
  const item = element("li", {}, element("b", {}, words(gap.category)), ` (${gap.importance.toLowerCase()})`);
  if (gap.suggestedLanguage) {
    const insert = element("button", { className: "link" }, "Insert as tracked change");
    insert.onclick = () => item.append(confirmBox("Insert this text at the end of the document as a tracked change? ",
      "Insert", () => insertTracked(gap.suggestedLanguage)));
    item.append(element("div", { className: "suggested" }, gap.suggestedLanguage), insert);
  }
  return item;
}

/** A change to the document waits for the user: `action` runs only once they confirm. */
function confirmBox(question, label, action) {
  const box = element("div", { className: "confirm" }, question);
  box.append(
    element("button", { className: "link", onclick: () => { box.remove(); action().catch(failed); } }, label),
    " ",
    element("button", { className: "link", onclick: () => box.remove() }, "Cancel"));
  return box;
}

async function insertTracked(text) {
  await Word.run(async (context) => {
    context.document.changeTrackingMode = Word.ChangeTrackingMode.trackAll;
    context.document.body.insertParagraph(text, Word.InsertLocation.end);
    await context.sync();
  });
  notice("Inserted as a tracked change at the end of the document.");
}

/** Selects the finding's text; says so when the paragraph changed since the analysis instead of selecting other text. */
async function pin(anchor, quote = anchor.quote) {
  const range = await act(anchor, () => {}, quote);
  if (range) {
    notice("");
  }
}

async function act(anchor, change, quote = anchor.quote) {
  try {
    return await Word.run(async (context) => {
      const paragraphs = context.document.body.paragraphs;
      paragraphs.load("items/text");
      await context.sync();
      const texts = paragraphs.items.map((p) => p.text);
      if (!stillMatches(anchor, texts)) {
        notice("This finding is stale: its paragraph changed since the analysis. Analyse the document again.");
        return null;
      }
      const plan = searchPlan(anchor, texts, quote);
      const heads = paragraphs.items[anchor.paragraphIndex].search(escapeSearch(plan.head), { matchCase: true });
      heads.load("items");
      let tails = null;
      if (plan.tail) {
        tails = paragraphs.items[anchor.endParagraphIndex].search(escapeSearch(plan.tail), { matchCase: true });
        tails.load("items");
      }
      await context.sync();
      const head = heads.items[plan.headSkip];
      const tail = tails ? tails.items[plan.tailSkip] : head;
      if (!head || !tail) {
        notice("This finding is stale: its text is no longer where the analysis found it.");
        return null;
      }
      const range = tails ? head.expandTo(tail) : head;
      range.select();
      change(range, context);
      await context.sync();
      return range;
    });
  } catch (error) {
    failed(error);
    return null;
  }
}

/** The conversation of the Ask tab: one per analysis, started by the first question. */
const chat = { analysisId: null, conversationId: null };

function showTab(name) {
  for (const [tab, panel] of [["tab-review", "review"], ["tab-ask", "chat"]]) {
    $(tab).setAttribute("aria-selected", String(panel === name));
    $(panel).hidden = panel !== name;
  }
  if (name === "chat") {
    $("question").focus();
  }
}

function openChat(analysisId) {
  if (chat.analysisId !== analysisId) {
    Object.assign(chat, { analysisId, conversationId: null });
    $("messages").replaceChildren();
  }
  $("tabs").hidden = false;
}

function conversationPath() {
  return `/analyses/${encodeURIComponent(chat.analysisId)}/conversations/${encodeURIComponent(chat.conversationId)}`;
}

/** Asks one question: the API answers 202 at once, and the pane polls the turn until the assistant has answered. */
async function ask(question) {
  $("ask").disabled = true;
  notice("");
  const shown = element("div", { className: "message question" }, question);
  const waiting = element("div", { className: "message pending", role: "status" }, "Thinking…");
  $("messages").append(shown, waiting);
  try {
    if (!chat.conversationId) {
      chat.conversationId = (await api(`/analyses/${encodeURIComponent(chat.analysisId)}/conversations`,
        { method: "POST", body: JSON.stringify({ title: preview(question, 80) }) })).conversationId;
    }
    const asked = await api(`${conversationPath()}/messages`, { method: "POST", body: JSON.stringify({ question }) });
    const deadline = Date.now() + ANSWER_DEADLINE_MS;
    const turn = await poll(asked, ANSWER_POLL_MS, (current) => {
      if (current.status === "PENDING" && Date.now() > deadline) {
        throw new ApiError("TIMEOUT", "No answer after three minutes. Ask again; the question is kept in the box.");
      }
      return current.status !== "PENDING";
    }, (current) => api(current.links.self));
    waiting.replaceWith(answer(turn));
    $("question").value = "";
  } catch (error) {
    shown.remove();
    waiting.remove();
    throw error;
  } finally {
    $("ask").disabled = false;
  }
}

/** The assistant's answer: its text, the quotes it rests on (each selects its text in Word) and what it proposes. */
function answer(turn) {
  const reply = turn.answer;
  const card = element("div", { className: `message answer${turn.status === "FAILED" ? " failed" : ""}`,
    dataset: { turn: turn.turnId } }, ...reply.text.split(/\n{2,}/).map((part) => element("p", {}, part)));
  if (reply.citations.length) {
    card.append(element("div", { className: "citations" }, ...reply.citations.map((cited) => element("button",
      { className: "link quote citation", onclick: () => pin(cited.anchor, cited.quote) },
      `${/^\d/.test(cited.clause) ? `Clause ${cited.clause}` : cited.clause}: “${preview(cited.quote)}”`))));
  }
  for (const part of reply.missing) {
    card.append(element("p", { className: "missing-part" }, part));
  }
  if (reply.needsModel) {
    card.append(element("p", { className: "muted" }, reply.needsModel));
  }
  reply.proposals.forEach((proposed) => card.append(proposal(proposed)));
  card.append(element("p", { className: "disclaimer" }, reply.disclaimer));
  return card;
}

const PROPOSAL_ACTIONS = { propose_redline: "Confirm: insert as tracked change", add_note: "Confirm: add the note",
  set_finding_status: "Confirm: set the status" };

/** A change the assistant proposes: nothing happens until the user confirms; a confirmed redline becomes a tracked change. */
function proposal(proposed) {
  const card = element("div", { className: "proposal", dataset: { proposal: proposed.proposalId } },
    element("b", {}, sentence(proposed.summary)));
  if (proposed.preview.replacement) {
    card.append(element("div", { className: "suggested" }, proposed.preview.replacement));
  }
  const decide = async (decision) => {
    buttons.remove();
    const decided = await api(`${conversationPath()}/proposals/${encodeURIComponent(proposed.proposalId)}/confirm`,
      { method: "POST", body: JSON.stringify({ decision }) });
    if (decided.status !== "CONFIRMED") {
      card.append(element("div", { className: "muted" }, "Declined: nothing was changed."));
      return;
    }
    if (decided.tool !== "propose_redline") {
      card.append(element("div", { className: "muted" }, `Done: ${decided.outcome.action}.`));
      return;
    }
    const { anchor, replacement } = decided.outcome;
    const range = await act(anchor, (found, context) => {
      context.document.changeTrackingMode = Word.ChangeTrackingMode.trackAll;
      found.insertText(replacement, Word.InsertLocation.replace);
    });
    card.append(element("div", { className: "muted" }, range ? "Replaced as a tracked change: review it in Word."
      : "Confirmed, but the clause is no longer where the analysis found it; nothing was changed in Word."));
  };
  const buttons = element("div", { className: "actions" },
    element("button", { className: "link", onclick: () => decide("confirm").catch(failed) },
      PROPOSAL_ACTIONS[proposed.tool] ?? "Confirm"),
    element("button", { className: "link", onclick: () => decide("decline").catch(failed) }, "Decline"));
  card.append(buttons);
  return card;
}

function words(name) {
  return sentence(name.toLowerCase().replaceAll("_", " "));
}

function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function preview(text, most = 140) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= most ? flat : `${flat.slice(0, most - 1)}…`;
}

function element(tag, properties, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(properties)) {
    if (key === "dataset") {
      Object.assign(node.dataset, value);
    } else {
      node[key] = value;
    }
  }
  node.append(...children);
  return node;
}
