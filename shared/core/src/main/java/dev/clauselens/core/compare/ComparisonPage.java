package dev.clauselens.core.compare;

import static dev.clauselens.core.agent.ReportPage.escape;

import dev.clauselens.core.compare.Comparison.Change;
import dev.clauselens.core.compare.Comparison.Favours;
import dev.clauselens.core.compare.Comparison.KeyPoint;
import dev.clauselens.core.compare.Comparison.Row;
import dev.clauselens.core.compare.Comparison.Segment;
import java.util.List;
import java.util.Locale;

/**
 * A comparison as one self-contained HTML page (no script, no external file): the key points side by side
 * with the side each difference favours, the protections one has and the other lacks, then the clauses that
 * differ aligned in two columns, removed words struck on the left and added words marked on the right, and
 * the clauses both have word for word folded away.
 */
public final class ComparisonPage {
    private static final String STYLE = """
        :root{--ink:#1d2733;--muted:#5b6776}*{box-sizing:border-box}
        body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink)}
        header{padding:16px 24px;border-bottom:1px solid #d7dde5;background:#f6f8fb}h1{margin:0 0 4px;font-size:20px}
        main{padding:8px 24px 24px}h2{font-size:16px;margin:20px 0 8px}.muted{color:var(--muted);font-size:13px}
        table{border-collapse:collapse;width:100%;font-size:14px;table-layout:fixed}
        td,th{border-bottom:1px solid #e4e8ee;padding:6px 8px;text-align:left;vertical-align:top}
        th{background:#f6f8fb}.side{white-space:pre-wrap}.category{width:16%;font-weight:600}
        del{background:#fee4e2;color:#912018}ins{background:#d1fadf;color:#05603a;text-decoration:none}
        .favours{font-size:11px;font-weight:700;padding:1px 6px;border-radius:8px}
        .favours-discloser{background:#dbeafe;color:#1e40af}.favours-recipient{background:#fde68a;color:#92400e}
        .favours-neither{background:#eef1f5;color:#475467}.only{color:var(--muted);font-style:italic}
        """;

    private ComparisonPage() {
    }

    public static String render(Comparison.Result result) {
        var page = new StringBuilder(64 * 1024);
        page.append("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">")
            .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>ClauseLens comparison: ")
            .append(escape(result.left())).append(" and ").append(escape(result.right())).append("</title><style>")
            .append(STYLE).append("</style></head><body><header><h1>").append(escape(result.left())).append(" ↔ ")
            .append(escape(result.right())).append("</h1><div class=\"muted\">Left: ").append(escape(result.left()))
            .append(". Right: ").append(escape(result.right())).append(". On the right, ")
            .append(result.favouring(Favours.DISCLOSER)).append(" point(s) favour the disclosing party and ")
            .append(result.favouring(Favours.RECIPIENT)).append(" the receiving party.</div></header><main>");
        page.append("<h2>Key points</h2><table class=\"points\"><tr><th class=\"category\">Point</th><th>Left</th>")
            .append("<th>Right</th><th>Favours</th></tr>");
        for (KeyPoint point : result.points()) {
            String favours = point.favours().name().toLowerCase(Locale.ROOT);
            page.append("<tr><td class=\"category\">").append(escape(point.title())).append("</td><td>")
                .append(escape(point.left())).append("</td><td>").append(escape(point.right()))
                .append("</td><td><span class=\"favours favours-").append(favours).append("\">").append(favours)
                .append("</span><div class=\"muted\">").append(escape(point.why())).append("</div></td></tr>");
        }
        page.append("</table>");
        list(page, "Protections only on the right", result.added());
        list(page, "Protections only on the left", result.removed());
        page.append("<h2>Clauses</h2><table class=\"clauses\"><tr><th class=\"category\">Category</th><th>Left</th>")
            .append("<th>Right</th></tr>");
        List<Row> same = result.rows().stream().filter(Row::unchanged).toList();
        for (Row row : result.rows().stream().filter(r -> !r.unchanged()).toList()) {
            page.append("<tr><td class=\"category\">").append(escape(row.category()));
            if (row.left() != null && row.right() != null) {
                page.append("<div class=\"muted\">").append(Math.round(row.similarity() * 100)).append("% shared words</div>");
            }
            page.append("</td>");
            side(page, row.left(), row.diff(), Change.REMOVED, "only on the right");
            side(page, row.right(), row.diff(), Change.ADDED, "only on the left");
            page.append("</tr>");
        }
        page.append("</table>");
        if (!same.isEmpty()) {
            page.append("<details><summary class=\"muted\">").append(same.size())
                .append(" clause(s) word for word the same on both sides</summary><ul>");
            same.forEach(row -> page.append("<li>").append(escape(row.category())).append(": ")
                .append(escape(row.left().length() > 120 ? row.left().substring(0, 119) + "…" : row.left())).append("</li>"));
            page.append("</ul></details>");
        }
        page.append("<p class=\"muted\">Automated analysis, not legal advice.</p></main></body></html>");
        return page.toString();
    }

    /** One column: the text with what the other side lacks marked, or a note that the clause is on the other side only. */
    private static void side(StringBuilder page, String text, List<Segment> diff, Change mine, String absent) {
        page.append("<td class=\"side\">");
        if (text == null) {
            page.append("<span class=\"only\">(").append(absent).append(")</span>");
        } else {
            String tag = mine == Change.REMOVED ? "del" : "ins";
            for (Segment segment : diff) {
                if (segment.change() == Change.SAME) {
                    page.append(escape(segment.text()));
                } else if (segment.change() == mine) {
                    page.append('<').append(tag).append('>').append(escape(segment.text())).append("</").append(tag).append('>');
                }
            }
        }
        page.append("</td>");
    }

    private static void list(StringBuilder page, String title, List<String> names) {
        if (!names.isEmpty()) {
            page.append("<h2>").append(escape(title)).append("</h2><ul>");
            names.forEach(name -> page.append("<li>").append(escape(name)).append("</li>"));
            page.append("</ul>");
        }
    }
}
