package dev.clauselens.documents.structure;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.Paragraph;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.documents.extract.ExtractedText;
import dev.clauselens.documents.extract.SourceParagraph;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Turns extracted text into the Parser's output: headings, section paths and clause chunks. */
public final class DocumentStructure {
    private static final Pattern GENERATED_TITLE = Pattern.compile("(?i)^(microsoft word\\s*-\\s*|untitled).*");

    private DocumentStructure() {
    }

    public static ParsedDocument build(ExtractedText extracted, String fallbackTitle, int maxChunkTokens) {
        String text = extracted.rawText();
        Outline outline = SectionDetector.detect(text, extracted.paragraphs());
        List<Paragraph> paragraphs = new ArrayList<>(extracted.paragraphs().size());
        for (int i = 0; i < extracted.paragraphs().size(); i++) {
            SourceParagraph source = extracted.paragraphs().get(i);
            paragraphs.add(new Paragraph(i, source.start(), source.end(), source.style(),
                outline.roles().get(i).heading(), source.page()));
        }
        List<Chunk> chunks = Chunker.chunk(text, paragraphs, outline.roles(), maxChunkTokens);
        if (chunks.isEmpty()) {
            // every paragraph read as a heading (a few short lines): their text is the agreement's, not lost
            List<ParagraphRole> plain = outline.roles().stream().map(role -> new ParagraphRole(false, List.of(), role.kind(), false)).toList();
            paragraphs.replaceAll(p -> new Paragraph(p.index(), p.start(), p.end(), p.style(), false, p.page()));
            chunks = Chunker.chunk(text, paragraphs, plain, maxChunkTokens);
        }
        String title = firstUsable(outline.title(), extracted.title(), fallbackTitle);
        return new ParsedDocument(title, extracted.sourceType(), text, extracted.pageCount(), paragraphs, chunks,
            extracted.flags());
    }

    private static String firstUsable(String shown, String declared, String fallback) {
        if (shown != null && !shown.isBlank()) {
            return shown.strip();
        }
        if (declared != null && !declared.isBlank() && !GENERATED_TITLE.matcher(declared.strip()).matches()) {
            return declared.strip();
        }
        return fallback;
    }
}
