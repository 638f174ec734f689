package dev.clauselens.core.api;

import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.assistant.FindingAction;
import dev.clauselens.core.document.DocumentSource;
import java.util.List;

/**
 * Writes an analysis's playbook fixes into its document. It needs the parser's libraries, so it runs
 * where they are: in its own function on AWS (the API's function stays small) and in {@code serve}.
 */
public interface Redlines {

    /**
     * The uploaded document (a Word file itself; other files as a clean DOCX of their text) with the
     * fixes of {@code result}'s playbook as tracked changes and a comment on each finding, as DOCX;
     * before them, the redlines, notes and statuses the user {@code confirmed} through the assistant.
     */
    byte[] docx(DocumentSource original, AnalysisResult result, List<FindingAction> confirmed);
}
