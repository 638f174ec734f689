package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.model.Usage;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.playbook.PlaybookReview;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.TriageChecklist;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The visual report of a finished analysis: one self-contained HTML page (no script, no external
 * file) with the document's text, each classified clause highlighted in its risk colour and each
 * verified quote marked inside it; a side panel of findings whose links lead to those marks; the
 * missing protections with suggested language; the hypothesis table; tokens and cost; the disclaimer.
 */
public final class ReportPage {
    private static final List<RiskLevel> SEVERITY = List.of(RiskLevel.AGGRESSIVE, RiskLevel.CAUTIOUS, RiskLevel.UNKNOWN,
        RiskLevel.STANDARD);
    private static final String STYLE = """
        :root{--aggressive:#f9b4b4;--cautious:#fde68a;--unknown:#dbe1ea;--standard:#c6f0d3;--ink:#1d2733;--muted:#5b6776}
        *{box-sizing:border-box}body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink)}
        header{padding:16px 24px;border-bottom:1px solid #d7dde5;background:#f6f8fb}h1{margin:0 0 4px;font-size:20px}
        .scores span{display:inline-block;margin-right:18px}.disclaimer,.legend{color:var(--muted);font-size:13px}
        details.technical{margin-top:20px}details.technical summary{cursor:pointer;color:var(--muted)}
        main{display:grid;grid-template-columns:minmax(0,3fr) minmax(300px,2fr);gap:0}
        article{padding:16px 24px;border-right:1px solid #d7dde5}aside{padding:16px 20px;max-height:100vh;overflow:auto;position:sticky;top:0}
        .chunk{white-space:pre-wrap;margin:0 0 12px}.clause{border-radius:3px;padding:1px 0}
        .risk-aggressive{background:var(--aggressive)}.risk-cautious{background:var(--cautious)}
        .risk-unknown{background:var(--unknown)}.risk-standard{background:var(--standard)}
        mark{background:transparent;border-bottom:3px solid #b42318;padding:0}mark.risk-cautious{border-color:#b45309}
        mark.risk-standard,mark.risk-unknown{border-color:#475467}:target{outline:3px solid #1d4ed8;outline-offset:2px}
        h2{font-size:16px;margin:20px 0 8px}ol,ul{padding-left:20px}li{margin-bottom:10px}
        .level{font-weight:600;font-size:12px;padding:1px 6px;border-radius:8px}.why{color:var(--muted);font-size:13px}
        table{border-collapse:collapse;width:100%;font-size:13px}.key-terms th{width:34%;color:#44546a}.warning{color:#9c2b23}.status{font-size:11px;font-weight:700;padding:1px 6px;border-radius:8px}.status-green{background:#d1fadf;color:#05603a}.status-yellow{background:#fef0c7;color:#93370d}.status-red,.outcome-escalate{background:#fee4e2;color:#912018}.outcome-incorporated{background:#e0eaff;color:#1d3f8c}.outcome-standard{background:#d1fadf;color:#05603a}.outcome-fallback{background:#fef0c7;color:#93370d}td,th{border-bottom:1px solid #e4e8ee;padding:4px 6px;text-align:left;vertical-align:top}
        .suggested{font-style:italic;color:#344054}.entailment{color:#067647}.contradiction{color:#b42318}.not-mentioned{color:var(--muted)}
        """;

    private ReportPage() {
    }

    /** The page of a succeeded analysis of this tenant; empty otherwise. */
    public static Optional<String> read(AnalysisStore store, String tenantId, String analysisId, int budget,
                                        List<DocumentFlag> flags) {
        return read(store, tenantId, analysisId, budget, flags, null);
    }

    /** As {@link #read(AnalysisStore, String, String, int, List)}, read against {@code playbook} when it is not null. */
    public static Optional<String> read(AnalysisStore store, String tenantId, String analysisId, int budget,
                                        List<DocumentFlag> flags, Playbook playbook) {
        return AnalysisResults.readWithSources(store, tenantId, analysisId, budget, flags)
            .map(read -> render(playbook == null ? read.result() : read.result().withPlaybook(playbook), read.chunks(),
                read.costUsd()));
    }

    static String render(AnalysisResult result, List<Chunk> chunks, double costUsd) {
        var page = new StringBuilder(64 * 1024);
        page.append("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">")
            .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
            .append("<title>ClauseLens review: ").append(escape(result.title())).append("</title><style>").append(STYLE)
            .append("</style></head><body><header><h1>").append(escape(result.title())).append("</h1><div class=\"scores\">")
            .append("<span>Overall risk: <b class=\"level risk-").append(css(result.overallLevel())).append("\">")
            .append(result.overallLevel()).append("</b> (").append(result.overallScore()).append("/100)</span>")
            .append("<span title=\"").append(escape(result.gaps().scoreLegend())).append("\">Gap score: <b>").append(result.gapScore())
            .append("/100</b></span>")
            .append("<span>").append(result.clauses().size()).append(" clauses classified</span></div>")
            .append("<p class=\"overall-reason\">").append(escape(result.overallReason())).append("</p>")
            .append("<p class=\"why\">Reviewed for: <b>").append(result.perspective().perspective().id()).append("</b>. ")
            .append(escape(result.perspective().reason())).append("</p>")
            .append("<p class=\"legend\">").append(escape(result.gaps().scoreLegend())).append("</p>")
            .append("<p class=\"disclaimer\">").append(escape(result.disclaimer())).append("</p></header><main>");
        Map<String, String> quoteIds = new HashMap<>();
        document(page, result, chunks, quoteIds);
        findings(page, result, quoteIds, costUsd);
        page.append("</main><footer><p class=\"disclaimer\" style=\"padding:0 24px\">").append(escape(result.disclaimer()))
            .append("</p></footer></body></html>");
        return page.toString();
    }

    /** The text, chunk by chunk; a clause is a highlighted span, each verified quote a mark inside it. */
    private static void document(StringBuilder page, AnalysisResult result, List<Chunk> chunks, Map<String, String> quoteIds) {
        Map<String, AnalysisResult.ClauseResult> clauses = new HashMap<>();
        result.clauses().forEach(c -> clauses.put(c.chunkId(), c));
        page.append("<article><h2>Document</h2>");
        List<Chunk> ordered = chunks.stream().sorted(Comparator.comparingInt(Chunk::startPosition)).toList();
        for (Chunk chunk : ordered) {
            AnalysisResult.ClauseResult clause = clauses.get(chunk.id());
            page.append("<p class=\"chunk\">");
            if (clause == null) {
                page.append(escape(chunk.content()));
            } else {
                RiskLevel level = clause.risk() == null ? RiskLevel.UNKNOWN : clause.risk().level();
                page.append("<span class=\"clause risk-").append(css(level)).append("\" id=\"").append(clauseId(chunk.id()))
                    .append("\" title=\"").append(escape(clause.category().displayName())).append("\">");
                String text = chunk.content();
                int at = 0;
                for (Citation citation : citations(clause)) {
                    int start = citation.start() - chunk.startPosition();
                    int end = citation.end() - chunk.startPosition();
                    if (start < at || end > text.length() || !text.substring(start, end).equals(citation.quote())) {
                        continue;
                    }
                    String id = "q-" + (quoteIds.size() + 1);
                    quoteIds.put(key(clause.chunkId(), citation), id);
                    page.append(escape(text.substring(at, start))).append("<mark class=\"risk-").append(css(level))
                        .append("\" id=\"").append(id).append("\">").append(escape(citation.quote())).append("</mark>");
                    at = end;
                }
                page.append(escape(text.substring(at))).append("</span>");
            }
            page.append("</p>");
        }
        page.append("</article>");
    }

    private static void findings(StringBuilder page, AnalysisResult result, Map<String, String> quoteIds, double costUsd) {
        page.append("<aside>");
        keyTerms(page, result.keyTerms());
        checklist(page, result.checklist());
        playbook(page, result.playbook());
        page.append("<h2>Findings</h2>");
        for (RiskLevel level : SEVERITY) {
            List<AnalysisResult.ClauseResult> atLevel = result.clauses().stream()
                .filter(c -> c.risk() != null && c.risk().level() == level).toList();
            if (atLevel.isEmpty()) {
                continue;
            }
            page.append("<h3><span class=\"level risk-").append(css(level)).append("\">").append(level).append("</span> ")
                .append(atLevel.size()).append("</h3><ol class=\"findings\">");
            for (AnalysisResult.ClauseResult clause : atLevel) {
                page.append("<li class=\"finding\"><a class=\"finding-link\" href=\"#").append(clauseId(clause.chunkId()))
                    .append("\" data-quote=\"").append(escape(clause.text())).append("\">")
                    .append(escape(clause.category().displayName())).append("</a><div class=\"why\">")
                    .append(escape(clause.risk().explanation())).append("</div>");
                for (Citation citation : citations(clause)) {
                    String id = quoteIds.get(key(clause.chunkId(), citation));
                    if (id != null) {
                        page.append("<div>Evidence: <a class=\"evidence-link\" href=\"#").append(id).append("\" data-quote=\"")
                            .append(escape(citation.quote())).append("\">“").append(escape(preview(citation.quote())))
                            .append("”</a></div>");
                    }
                }
                clause.risk().statistics().forEach(s -> page.append("<div class=\"why\">").append(escape(s)).append("</div>"));
                page.append("</li>");
            }
            page.append("</ol>");
        }
        page.append("<h2>Missing protections</h2>");
        if (result.gaps().missing().isEmpty()) {
            page.append("<p>None of the expected protections is missing.</p>");
        } else {
            page.append("<ul>");
            for (GapAnalysisRecord.MissingCategory gap : result.gaps().missing()) {
                page.append("<li><b>").append(escape(gap.category().displayName())).append("</b> <span class=\"why\">")
                    .append(escape(String.valueOf(gap.importance()).toLowerCase(Locale.ROOT))).append("</span>");
                if (gap.suggestedLanguage() != null) {
                    page.append("<div class=\"suggested\">Suggested: ").append(escape(gap.suggestedLanguage())).append("</div>");
                }
                page.append("</li>");
            }
            page.append("</ul>");
        }
        page.append("<details class=\"technical\"><summary>Technical detail: the 17 ContractNLI hypotheses and model use</summary>")
            .append("<h2>ContractNLI hypotheses</h2><table class=\"hypotheses\"><tr><th>Id</th><th>Hypothesis</th>")
            .append("<th>Verdict</th><th>Evidence</th></tr>");
        for (HypothesisVerdict verdict : result.gaps().hypotheses()) {
            String label = verdict.verdict() == NliLabel.NOT_MENTIONED ? "not-mentioned"
                : verdict.verdict().name().toLowerCase(Locale.ROOT);
            page.append("<tr><td>").append(escape(verdict.hypothesis().id())).append("</td><td>")
                .append(escape(verdict.hypothesis().shortName())).append("</td><td class=\"").append(label).append("\">")
                .append(label.replace('-', ' ')).append("</td><td>");
            verdict.chunkIds().forEach(id -> page.append("<a href=\"#").append(clauseId(id)).append("\">")
                .append(escape(id)).append("</a> "));
            page.append("</td></tr>");
        }
        page.append("</table>");
        usage(page, result.tokenUsage(), result.decisionsByLayer(), costUsd);
        page.append("</details>");
        result.flags().forEach(flag -> page.append("<p class=\"why\">Note: ").append(escape(flag.message())).append("</p>"));
        page.append("</aside>");
    }

    /** The terms a lawyer reads first, each with its quote on hover; "not stated" where the document is silent. */
    private static void keyTerms(StringBuilder page, KeyTerms terms) {
        page.append("<h2>Key terms</h2><table class=\"key-terms\">");
        keyTerm(page, "Document", terms.description(), terms.imbalance() != null ? terms.imbalance() : terms.mutuality());
        if (terms.documentType() != KeyTerms.DocumentType.NDA) {
            page.append("<tr><td colspan=\"2\" class=\"warning\">Not an NDA: the checklist, gaps and hypotheses assume one; "
                + "read them with care.</td></tr>");
        }
        if (terms.incorporationWarning() != null) {
            page.append("<tr><td colspan=\"2\" class=\"warning\">").append(escape(terms.incorporationWarning())).append("</td></tr>");
        }
        keyTerm(page, "Parties", terms.parties().isEmpty() ? null : String.join("; ", terms.parties().stream()
            .map(KeyTerms.Term::value).toList()), terms.parties().isEmpty() ? null : terms.parties().getFirst());
        terms.rows().forEach(row -> keyTerm(page, row.name(), row.term() == null ? null : row.term().value(), row.term()));
        if (!terms.placeholders().isEmpty()) {
            keyTerm(page, "Blanks", terms.placeholderSummary(), terms.placeholders().getFirst());
        }
        page.append("</table>");
    }

    /** The ten-point screen: colour, topic, reason, the document's words on hover. */
    private static void checklist(StringBuilder page, List<TriageChecklist.Check> checks) {
        page.append("<h2>NDA checklist</h2><table class=\"checklist\">");
        for (TriageChecklist.Check check : checks) {
            page.append("<tr><td><span class=\"status status-").append(check.status().name().toLowerCase(Locale.ROOT))
                .append("\">").append(check.status()).append("</span></td><td");
            if (check.quote() != null) {
                page.append(" title=\"").append(escape(check.quote().quote())).append("\"");
            }
            page.append("><b>").append(escape(check.topic())).append("</b><div class=\"why\">").append(escape(check.reason()))
                .append("</div></td></tr>");
        }
        page.append("</table>");
    }

    /** Each topic of the playbook: outcome, reason, the passage on hover, the team's language for an escalation. */
    private static void playbook(StringBuilder page, PlaybookReview.Result review) {
        page.append("<h2>Playbook: ").append(escape(review.playbook())).append("</h2><p class=\"why\">")
            .append(escape(review.summary())).append("</p><table class=\"playbook\">");
        for (PlaybookReview.Finding finding : review.findings()) {
            page.append("<tr><td><span class=\"status outcome-").append(finding.outcome().name().toLowerCase(Locale.ROOT))
                .append("\">").append(escape(finding.outcome().label())).append("</span></td><td");
            if (finding.passage() != null) {
                page.append(" title=\"").append(escape(finding.passage().quote())).append("\"");
            }
            page.append("><b>");
            if (finding.chunkId() != null) {
                page.append("<a href=\"#").append(clauseId(finding.chunkId())).append("\">").append(escape(finding.title()))
                    .append("</a>");
            } else {
                page.append(escape(finding.title()));
            }
            page.append("</b><div class=\"why\">").append(escape(finding.reason())).append("</div>");
            if (finding.fix() != null && finding.fix().language() != null) {
                page.append("<div class=\"suggested\">Playbook language: ").append(escape(finding.fix().language()))
                    .append("</div>");
            }
            page.append("</td></tr>");
        }
        page.append("</table>");
    }

    private static void keyTerm(StringBuilder page, String name, String value, KeyTerms.Term source) {
        page.append("<tr><th>").append(escape(name)).append("</th><td");
        if (source != null) {
            page.append(" title=\"").append(escape(source.quote())).append("\"");
        }
        page.append(">").append(value == null ? "<i>not stated</i>" : escape(value)).append("</td></tr>");
    }

    private static void usage(StringBuilder page, AnalysisResult.TokenUsage usage, Map<String, Integer> decisions, double cost) {
        page.append("<h2>Model use</h2><table class=\"usage\"><tr><th>Agent</th><th>Input</th><th>Output</th>")
            .append("<th>Cache read</th><th>Cache write</th></tr>");
        usage.byAgent().forEach((agent, u) -> page.append(row(agent, u)));
        page.append("</table><p>").append("%,d tokens".formatted(usage.total()))
            .append(usage.budget() > 0 ? " of a %,d budget".formatted(usage.budget()) : "")
            .append(", cost $").append("%.4f".formatted(cost)).append("; decisions: ")
            .append(decisions.getOrDefault("local", 0)).append(" local, ").append(decisions.getOrDefault("model", 0))
            .append(" by the model").append(usage.budgetExhausted() ? "; the budget ran out" : "").append(".</p>");
    }

    private static String row(String agent, Usage u) {
        return "<tr><td>%s</td><td>%,d</td><td>%,d</td><td>%,d</td><td>%,d</td></tr>".formatted(escape(agent), u.input(),
            u.output(), u.cacheRead(), u.cacheWrite());
    }

    private static List<Citation> citations(AnalysisResult.ClauseResult clause) {
        if (clause.risk() == null) {
            return List.of();
        }
        List<Citation> sorted = new ArrayList<>(clause.risk().citations());
        sorted.sort(Comparator.comparingInt(Citation::start));
        return sorted;
    }

    private static String key(String chunkId, Citation citation) {
        return chunkId + "@" + citation.start() + "-" + citation.end();
    }

    private static String clauseId(String chunkId) {
        return "clause-" + chunkId.replaceAll("[^A-Za-z0-9_-]", "-");
    }

    private static String css(RiskLevel level) {
        return level.name().toLowerCase(Locale.ROOT);
    }

    private static String preview(String quote) {
        String flat = quote.replaceAll("\\s+", " ").strip();
        return flat.length() <= 160 ? flat : flat.substring(0, 159) + "…";
    }

    /** Text and attribute values: every character HTML gives a meaning to is escaped. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        var escaped = new StringBuilder(text.length() + 16);
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
