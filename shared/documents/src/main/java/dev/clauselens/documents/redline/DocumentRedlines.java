package dev.clauselens.documents.redline;

import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.api.Redlines;
import dev.clauselens.core.assistant.FindingAction;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.documents.ParserLimits;
import dev.clauselens.documents.StandardDocumentParser;
import java.time.Clock;
import java.util.List;

/**
 * The redline of an analysed upload: the upload read again under the limits it was analysed with (the
 * parser is deterministic, so its raw text is the one the result's positions point into), the
 * changes the user confirmed and the playbook's fixes placed in that text, and written into the Word file itself
 * or a clean DOCX.
 */
public final class DocumentRedlines implements Redlines {
    private final StandardDocumentParser parser;
    private final Clock clock;

    public DocumentRedlines(ParserLimits limits, Clock clock) {
        this.parser = new StandardDocumentParser(limits);
        this.clock = clock;
    }

    /** The redline with what was placed and what could not be. */
    public RedlineDocx.Result write(DocumentSource original, AnalysisResult result, List<FindingAction> confirmed) {
        String rawText = parser.parse(original).rawText();
        return RedlineDocx.write(result.sourceType() == SourceType.DOCX ? original.bytes() : null, rawText,
            PlaybookRedline.of(result, rawText, confirmed), clock.instant());
    }

    @Override
    public byte[] docx(DocumentSource original, AnalysisResult result, List<FindingAction> confirmed) {
        return write(original, result, confirmed).docx();
    }
}
