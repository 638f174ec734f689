package dev.clauselens.documents.extract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.document.Paragraph;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.documents.ParserLimits;
import java.util.ArrayList;
import java.util.List;

/**
 * The Word Add-in's payload {@code {rawText, paragraphs:[{text, style, isHeading}]}} (also accepted
 * inside the API body as {@code content}). Every Word paragraph keeps its index, empty ones
 * included, so anchors map back to {@code body.paragraphs}. The add-in's own {@code rawText} is kept
 * when each paragraph can be found in it in order, separated only by white space; otherwise the raw
 * text is rebuilt as Word joins paragraphs, with its paragraph mark {@code \r}.
 */
final class WordAddinExtractor {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String WORD_PARAGRAPH_MARK = "\r";

    private WordAddinExtractor() {
    }

    record Input(String rawText, List<String> texts, List<String> styles, List<Boolean> headings, String title) {
    }

    static ExtractedText extract(byte[] bytes, ParserLimits limits, Deadline deadline) {
        Input input = read(bytes);
        List<SourceParagraph> located = locate(input.rawText(), input, deadline);
        String rawText = input.rawText();
        if (located == null) {
            rawText = String.join(WORD_PARAGRAPH_MARK, input.texts());
            located = locate(rawText, input, deadline);
        }
        Limits.checkCharacters(rawText.length(), limits.maxCharacters());
        if (rawText.isBlank() || located == null) {
            throw new DocumentRejectedException(ErrorCode.NO_TEXT, "The Word document contains no text.");
        }
        return new ExtractedText(SourceType.WORD_ADDIN, rawText, located, input.title(), 0, List.of());
    }

    /**
     * Each paragraph where it follows the previous one after white space only, or null when one does
     * not. Linear in the text: a paragraph can only start where the white space after the cursor ends
     * (less its own leading white space), so that one place is compared, never a search of the rest.
     */
    private static List<SourceParagraph> locate(String rawText, Input input, Deadline deadline) {
        if (rawText == null) {
            return null;
        }
        List<SourceParagraph> paragraphs = new ArrayList<>(input.texts().size());
        int cursor = 0;
        for (int i = 0; i < input.texts().size(); i++) {
            if (i % 1024 == 0) {
                deadline.check();
            }
            String text = input.texts().get(i);
            int at = follows(rawText, cursor, text);
            if (at < 0) {
                return null;
            }
            int level = Boolean.TRUE.equals(input.headings().get(i)) ? headingLevel(input.styles().get(i)) : 0;
            paragraphs.add(new SourceParagraph(at, at + text.length(), input.styles().get(i), level, 0));
            cursor = at + text.length();
        }
        return paragraphs;
    }

    /** Where {@code text} starts in {@code rawText} at or after {@code cursor} with only white space between, or -1. */
    private static int follows(String rawText, int cursor, String text) {
        int blankEnd = cursor;
        while (blankEnd < rawText.length() && Character.isWhitespace(rawText.charAt(blankEnd))) {
            blankEnd++;
        }
        int lead = 0;
        while (lead < text.length() && Character.isWhitespace(text.charAt(lead))) {
            lead++;
        }
        if (lead == text.length()) {
            for (int at = cursor; at + text.length() <= blankEnd; at++) {
                if (rawText.startsWith(text, at)) {
                    return at;
                }
            }
            return -1;
        }
        int at = blankEnd - lead;
        return at >= cursor && rawText.startsWith(text, at) ? at : -1;
    }

    private static int headingLevel(String style) {
        if (style != null) {
            String digits = style.replaceAll("\\D", "");
            if (digits.length() == 1 && digits.charAt(0) != '0') {
                return digits.charAt(0) - '0';
            }
        }
        return 1;
    }

    private static Input read(byte[] bytes) {
        JsonNode root;
        try {
            root = JSON.readTree(bytes);
        } catch (java.io.IOException e) {
            throw invalid("it is not valid JSON (" + Errors.describe(e) + ")");
        }
        String title = root.path("metadata").path("title").asText(null);
        JsonNode content = root.has("content") ? root.get("content") : root;
        JsonNode paragraphs = content.get("paragraphs");
        if (paragraphs == null || !paragraphs.isArray()) {
            throw invalid("'paragraphs' must be a list");
        }
        if (paragraphs.size() > Paragraph.MAX_FROM_ADDIN) {
            throw new DocumentRejectedException(ErrorCode.TOO_LARGE,
                "The Word document has more than %,d paragraphs.".formatted(Paragraph.MAX_FROM_ADDIN));
        }
        List<String> texts = new ArrayList<>();
        List<String> styles = new ArrayList<>();
        List<Boolean> headings = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            JsonNode paragraph = paragraphs.get(i);
            JsonNode text = paragraph.get("text");
            if (text == null || !text.isTextual()) {
                throw invalid("paragraphs[" + i + "].text must be a string");
            }
            texts.add(text.asText());
            styles.add(paragraph.path("style").isTextual() ? paragraph.get("style").asText() : null);
            headings.add(paragraph.path("isHeading").asBoolean(false));
        }
        JsonNode rawText = content.get("rawText");
        if (rawText != null && !rawText.isNull() && !rawText.isTextual()) {
            throw invalid("'rawText' must be a string");
        }
        return new Input(rawText == null || rawText.isNull() ? null : rawText.asText(), texts, styles, headings, title);
    }

    private static DocumentRejectedException invalid(String why) {
        return new DocumentRejectedException(ErrorCode.MALFORMED, "The Word Add-in payload is not valid: " + why + ".");
    }
}
