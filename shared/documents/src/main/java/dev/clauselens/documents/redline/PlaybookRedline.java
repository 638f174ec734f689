package dev.clauselens.documents.redline;

import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisResult.ClauseResult;
import dev.clauselens.core.assistant.FindingAction;
import dev.clauselens.core.playbook.PlaybookReview.Finding;
import dev.clauselens.core.playbook.PlaybookReview.Fix;
import dev.clauselens.core.playbook.PlaybookReview.FixKind;
import dev.clauselens.core.playbook.PlaybookReview.Outcome;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The redline a playbook asks for: each finding that needs escalation fixed with the playbook's language
 * (a sentence rewritten, a clause struck, a missing clause added at the end of the body), each acceptable
 * fallback and each fix that could not be an edit as a comment, every one of them explained. What the user
 * confirmed through the assistant comes first: a confirmed redline of a clause replaces the clause (a playbook
 * fix overlapping it is then a comment), and a confirmed note or status is a comment on its finding.
 */
public final class PlaybookRedline {
    public static final String AUTHOR = "ClauseLens";

    private PlaybookRedline() {
    }

    /**
     * The redline for an analysis's playbook findings and the changes confirmed on it, oldest first;
     * {@code rawText} is the document's text the offsets point into.
     */
    public static Redline of(AnalysisResult result, String rawText, List<FindingAction> confirmed) {
        List<Redline.Edit> edits = new ArrayList<>();
        List<Redline.Insertion> insertions = new ArrayList<>();
        List<Redline.Note> notes = new ArrayList<>();
        int end = result.clauses().stream().filter(c -> c.category().rated()).mapToInt(ClauseResult::endPosition).max()
            .orElse(rawText.length());
        int[] title = firstLine(rawText);
        for (FindingAction action : confirmed) {
            Optional<int[]> found = target(result, action.target());
            int[] range = found.orElse(title);
            String said = switch (action.kind()) {
                case REDLINE -> "Redline confirmed in ClauseLens Ask" + reason(action.details().path("reason").asText(""));
                case NOTE -> "Note: " + action.details().path("note").asText();
                case STATUS -> "Marked " + action.details().path("status").asText().replace('_', ' ').toLowerCase(Locale.ROOT)
                    + " in ClauseLens Ask.";
            };
            String replacement = action.details().path("replacement").asText();
            if (action.kind() == FindingAction.Kind.REDLINE && found.isPresent() && edits.stream().noneMatch(e -> overlaps(e, range))) {
                edits.add(new Redline.Edit(range[0], range[1], replacement, said));
            } else {
                notes.add(new Redline.Note(range[0], range[1], said + (action.kind() == FindingAction.Kind.REDLINE
                    ? " Proposed language: " + replacement : "")));
            }
        }
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
                && edits.stream().noneMatch(e -> overlaps(e, range))) {
                edits.add(new Redline.Edit(range[0], range[1], fix.language() == null ? "" : fix.language(), comment));
            } else if (range[1] > range[0]) {
                notes.add(new Redline.Note(range[0], range[1], comment + (fix == null || fix.language() == null ? ""
                    : " Proposed language: " + fix.language())));
            }
        }
        return new Redline(AUTHOR, edits, insertions, foldInto(edits, notes));
    }

    /**
     * The notes on text an edit changes, folded into that edit's comment (the struck text is no longer there to
     * hold a comment of its own); the other notes, returned.
     */
    private static List<Redline.Note> foldInto(List<Redline.Edit> edits, List<Redline.Note> notes) {
        List<Redline.Note> apart = new ArrayList<>();
        for (Redline.Note note : notes) {
            int[] range = {note.start(), note.end()};
            Optional<Redline.Edit> edit = edits.stream().filter(e -> overlaps(e, range)).findFirst();
            if (edit.isPresent()) {
                Redline.Edit e = edit.get();
                edits.set(edits.indexOf(e), new Redline.Edit(e.start(), e.end(), e.replacement(), e.comment() + " "
                    + note.comment()));
            } else {
                apart.add(note);
            }
        }
        return apart;
    }

    /**
     * Where a confirmed action's target is in the raw text: a clause (by chunk id), a checklist point's or
     * playbook topic's quote, or the first clause of a category; empty when the analysis has none of these.
     */
    private static Optional<int[]> target(AnalysisResult result, String target) {
        return result.clauses().stream().filter(c -> c.chunkId().equals(target)).findFirst()
            .map(c -> new int[] {c.startPosition(), c.endPosition()})
            .or(() -> result.checklist().stream().filter(c -> c.id().equals(target) && c.quote() != null).findFirst()
                .map(c -> new int[] {c.quote().start(), c.quote().end()}))
            .or(() -> result.playbook().findings().stream().filter(f -> f.topic().equals(target)).findFirst()
                .map(f -> f.passage() != null ? f.passage() : f.quote()).map(t -> new int[] {t.start(), t.end()}))
            .or(() -> result.clauses().stream().filter(c -> c.category().id().equals(target)
                    || c.secondary().stream().anyMatch(s -> s.id().equals(target))).findFirst()
                .map(c -> new int[] {c.startPosition(), c.endPosition()}));
    }

    private static String reason(String reason) {
        return reason.isBlank() ? "." : ": " + reason + ".";
    }

    private static boolean overlaps(Redline.Edit edit, int[] range) {
        return edit.start() < range[1] && range[0] < edit.end();
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
