package dev.clauselens.documents.redline;

import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisResult.ClauseResult;
import dev.clauselens.core.playbook.PlaybookReview.Finding;
import dev.clauselens.core.playbook.PlaybookReview.Fix;
import dev.clauselens.core.playbook.PlaybookReview.FixKind;
import dev.clauselens.core.playbook.PlaybookReview.Outcome;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * The redline a playbook asks for: each finding that needs escalation fixed with the playbook's language
 * (a sentence rewritten, a clause struck, a missing clause added at the end of the body), each acceptable
 * fallback and each fix that could not be an edit as a comment, every one of them explained.
 */
public final class PlaybookRedline {
    public static final String AUTHOR = "ClauseLens";

    private PlaybookRedline() {
    }

    /** The redline for an analysis's playbook findings; {@code rawText} is the document's text the offsets point into. */
    public static Redline of(AnalysisResult result, String rawText) {
        List<Redline.Edit> edits = new ArrayList<>();
        List<Redline.Insertion> insertions = new ArrayList<>();
        List<Redline.Note> notes = new ArrayList<>();
        int end = result.clauses().stream().filter(c -> c.category().rated()).mapToInt(ClauseResult::endPosition).max()
            .orElse(rawText.length());
        int[] title = firstLine(rawText);
        for (Finding finding : result.playbook().findings()) {
            if (finding.outcome() == Outcome.STANDARD) {
                continue;
            }
            String comment = "%s, playbook %s: %s".formatted(finding.title(), result.playbook().playbook(), finding.reason());
            Fix fix = finding.fix();
            Term passage = finding.passage();
            int[] range = passage == null ? title : new int[] {passage.start(), passage.end()};
            if (fix != null && fix.kind() == FixKind.INSERT) {
                insertions.add(new Redline.Insertion(end, fix.language(), comment));
            } else if (fix != null && (fix.kind() == FixKind.REPLACE
                || fix.kind() == FixKind.STRIKE)
                && edits.stream().noneMatch(e -> e.start() < range[1] && range[0] < e.end())) {
                edits.add(new Redline.Edit(range[0], range[1], fix.language() == null ? "" : fix.language(), comment));
            } else if (range[1] > range[0]) {
                notes.add(new Redline.Note(range[0], range[1], comment + (fix == null || fix.language() == null ? ""
                    : " Proposed language: " + fix.language())));
            }
        }
        return new Redline(AUTHOR, edits, insertions, notes);
    }

    private static int[] firstLine(String text) {
        int from = 0;
        while (from < text.length() && Character.isWhitespace(text.charAt(from))) {
            from++;
        }
        int to = text.indexOf('\n', from);
        return new int[] {from, to < 0 ? text.length() : to};
    }
}
