package dev.clauselens.documents.redline;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Comparator;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.poi.xwpf.usermodel.IBodyElement;
import org.apache.poi.xwpf.usermodel.XWPFComment;
import org.apache.poi.xwpf.usermodel.XWPFComments;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.apache.poi.xwpf.usermodel.XWPFTableCell;
import org.apache.poi.xwpf.usermodel.XWPFTableRow;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Writes a redline into a Word document as real tracked changes: {@code w:del} and {@code w:ins} with author
 * and date, a word-level diff so that only the words that change are marked, a comment on each change, new
 * clauses as inserted paragraphs. Paragraphs without a change are left exactly as they were (their XML is not
 * rewritten), existing tracked changes and comments are kept. A DOCX upload is edited in place; any other
 * document becomes a clean DOCX of its text first.
 *
 * <p>POI's low-level CT classes carry the document; the edits go through their DOM view, since POI's run API
 * has no tracked changes. An edit that falls on text ClauseLens cannot split safely (inside a hyperlink, a
 * field or an earlier tracked change) becomes a comment with the proposed language instead.
 */
public final class RedlineDocx {
    static final String W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
    private static final String XML = "http://www.w3.org/XML/1998/namespace";
    private static final Pattern TOKENS = Pattern.compile("\\w+|\\s+|[^\\w\\s]", Pattern.UNICODE_CHARACTER_CLASS);
    /** Below this share of words in common, a sentence is shown struck and rewritten whole rather than word by word. */
    private static final double WORD_DIFF_MIN_SHARED = 0.5;

    /**
     * What was written.
     *
     * @param changes  tracked changes written: each deletion and each insertion counts one
     * @param comments comments written, one per edit, new clause and note
     * @param asNotes  edits that could only be written as a comment (the text could not be split safely)
     * @param missed   edits, new clauses or notes whose text was not found in the document (none in the output)
     */
    public record Result(byte[] docx, int changes, int comments, int asNotes, int missed) {
    }

    private final XWPFDocument document;
    private final String rawText;
    private final String author;
    private final String date;
    private final Calendar calendar;
    private final org.w3c.dom.Document dom;
    private final List<Element> paragraphs = new ArrayList<>();
    private final int[] lineToParagraph;
    private final int[] lineStarts;
    private int nextId;
    private int changes;
    private int comments;
    private int asNotes;
    private int missed;

    private RedlineDocx(XWPFDocument document, String rawText, String author, Instant when) {
        this.document = document;
        this.rawText = rawText;
        this.author = author;
        Instant second = when.truncatedTo(ChronoUnit.SECONDS);
        this.date = second.toString();
        this.calendar = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        this.calendar.setTimeInMillis(second.toEpochMilli());
        Node root = document.getDocument().getDomNode();
        this.dom = root instanceof org.w3c.dom.Document owner ? owner : root.getOwnerDocument();
        collect(document.getBodyElements());
        this.lineStarts = lineStarts(rawText);
        this.lineToParagraph = align();
        this.nextId = maxId(document) + 1;
    }

    /**
     * The redline written into {@code docx}, or into a clean DOCX of {@code rawText} when {@code docx} is null.
     *
     * @param rawText the document's text as the Parser read it: the redline's offsets point into it
     */
    public static Result write(byte[] docx, String rawText, Redline redline, Instant when) {
        try (XWPFDocument document = docx == null ? clean(rawText) : new XWPFDocument(new ByteArrayInputStream(docx))) {
            RedlineDocx writer = new RedlineDocx(document, rawText, redline.author(), when);
            writer.apply(redline);
            var out = new ByteArrayOutputStream();
            document.write(out);
            return new Result(out.toByteArray(), writer.changes, writer.comments, writer.asNotes, writer.missed);
        } catch (IOException | RuntimeException e) {
            if (e instanceof DocumentRejectedException rejected) {
                throw rejected;
            }
            throw new DocumentRejectedException(ErrorCode.MALFORMED, "The Word document could not be redlined ("
                + e.getMessage() + ").", e);
        }
    }

    private static XWPFDocument clean(String rawText) {
        XWPFDocument document = new XWPFDocument();
        boolean first = true;
        for (String line : rawText.split("\n", -1)) {
            var run = document.createParagraph().createRun();
            run.setText(line);
            if (first && !line.isBlank()) {
                run.setBold(true);
            }
            first &= line.isBlank();
        }
        return document;
    }

    private void apply(Redline redline) {
        // later edits first, so that each one's offsets still hold when it is made
        redline.edits().stream().sorted((a, b) -> Integer.compare(b.start(), a.start())).forEach(this::edit);
        redline.notes().forEach(note -> {
            Located at = locate(note.start(), Math.max(note.start() + 1, note.end()));
            if (at == null) {
                missed++;
            } else {
                comment(at.paragraph(), at.from(), at.to(), note.comment());
            }
        });
        Element previous = null;
        for (Redline.Insertion insertion : redline.insertions()) {
            Element anchor = previous != null ? previous : paragraphAt(insertion.after());
            if (anchor == null) {
                missed++;
                continue;
            }
            previous = insertParagraph(anchor, insertion.text(), insertion.comment());
        }
    }

    // ---- finding the text -------------------------------------------------------------------------------------

    private void collect(List<IBodyElement> elements) {
        for (IBodyElement element : elements) {
            if (element instanceof XWPFParagraph paragraph) {
                paragraphs.add((Element) paragraph.getCTP().getDomNode());
            } else if (element instanceof XWPFTable table) {
                for (XWPFTableRow row : table.getRows()) {
                    for (XWPFTableCell cell : row.getTableCells()) {
                        collect(cell.getBodyElements());
                    }
                }
            }
        }
    }

    private static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    private int lineOf(int offset) {
        int found = Arrays.binarySearch(lineStarts, offset);
        return found >= 0 ? found : -found - 2;
    }

    private String line(int line) {
        int end = line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : rawText.length();
        return rawText.substring(lineStarts[line], end);
    }

    /** Each line of the raw text to the Word paragraph it was read from (a list number may precede it), in order. */
    private int[] align() {
        int[] map = new int[lineStarts.length];
        List<String> texts = paragraphs.stream().map(p -> Text.of(p).normalised()).toList();
        int cursor = 0;
        for (int line = 0; line < map.length; line++) {
            map[line] = -1;
            String text = normalise(line(line));
            if (text.isEmpty()) {
                continue;
            }
            for (int p = cursor; p < paragraphs.size(); p++) {
                String paragraph = texts.get(p);
                if (!paragraph.isEmpty() && text.endsWith(paragraph) && text.length() - paragraph.length() <= 16) {
                    map[line] = p;
                    cursor = p + 1;
                    break;
                }
            }
        }
        return map;
    }

    private Element paragraphAt(int offset) {
        for (int line = lineOf(Math.max(0, Math.min(offset, rawText.length()))); line >= 0; line--) {
            if (lineToParagraph[line] >= 0) {
                return paragraphs.get(lineToParagraph[line]);
            }
        }
        return null;
    }

    /** Where raw-text {@code [start, end)} (within one line) is in its Word paragraph: indices into its visible text. */
    private record Located(Element paragraph, int from, int to, boolean partial) {
    }

    private Located locate(int start, int end) {
        int line = lineOf(start);
        String lineText = line(line);
        int lineEnd = lineStarts[line] + lineText.length();
        String target = normalise(rawText.substring(start, Math.min(end, lineEnd)));
        if (lineToParagraph[line] < 0) {
            return inTable(line, target);
        }
        Element paragraph = paragraphs.get(lineToParagraph[line]);
        Text text = Text.of(paragraph);
        String normalised = text.normalised();
        int label = normalise(lineText).length() - normalised.length();
        String number = normalise(lineText).substring(0, Math.max(0, label));
        if (label > 0 && target.startsWith(number)) {
            target = target.substring(number.length()).strip(); // a list number Word draws, not text of the paragraph
        }
        if (target.isEmpty()) {
            return null; // nothing to find (and indexOf("") would find it at the end forever)
        }
        int expected = normalise(rawText.substring(lineStarts[line], start) + "x").length() - 1 - label;
        int found = -1;
        for (int i = normalised.indexOf(target); i >= 0; i = normalised.indexOf(target, i + 1)) {
            if (found < 0 || Math.abs(i - expected) < Math.abs(found - expected)) {
                found = i;
            }
        }
        if (found < 0) {
            return null;
        }
        return new Located(paragraph, text.original(found), text.original(found + target.length() - 1) + 1, false);
    }

    /**
     * A table row the Parser read as its cells joined by {@code " | "}: the longest cell of the target, in the first
     * paragraph after the last line placed that holds it (or that begins it, for a cell of several paragraphs).
     * Only a comment goes there: an edit across cells or paragraphs is not made.
     */
    private Located inTable(int line, String target) {
        String cell = Stream.of(target.split(" \\| ")).max(Comparator.comparingInt(String::length)).orElse("");
        int from = 0;
        for (int l = line - 1; l >= 0 && from == 0; l--) {
            from = lineToParagraph[l] + 1;
        }
        for (int p = from; p < paragraphs.size() && !cell.isBlank(); p++) {
            Text text = Text.of(paragraphs.get(p));
            String normalised = text.normalised();
            int found = normalised.indexOf(cell);
            if (found >= 0) {
                return new Located(paragraphs.get(p), text.original(found), text.original(found + cell.length() - 1) + 1,
                    !cell.equals(target));
            }
            if (normalised.length() >= 10 && cell.startsWith(normalised)) { // a cell of several paragraphs: its first one
                return new Located(paragraphs.get(p), text.original(0), text.original(normalised.length() - 1) + 1, true);
            }
        }
        return null;
    }

    private static String normalise(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    // ---- edits ------------------------------------------------------------------------------------------------

    private void edit(Redline.Edit edit) {
        int firstLine = lineOf(edit.start());
        int lastLine = lineOf(edit.end() - 1);
        int firstEnd = Math.min(edit.end(), lineStarts[firstLine] + line(firstLine).length());
        Located at = locate(edit.start(), firstEnd);
        if (at == null || at.partial()) {
            missed++;
            return;
        }
        Text text = Text.of(at.paragraph());
        if (!text.editable(at.from(), at.to())) {
            comment(at.paragraph(), at.from(), at.to(), edit.comment() + (edit.replacement().isEmpty() ? ""
                : " Proposed language: " + edit.replacement()));
            asNotes++;
            return;
        }
        // the lines after the first are struck whole, from the last up, each with its paragraph mark
        for (int line = lastLine; line > firstLine; line--) {
            int end = Math.min(edit.end(), lineStarts[line] + line(line).length());
            Located rest = locate(lineStarts[line], end);
            if (rest != null && !rest.partial() && Text.of(rest.paragraph()).editable(rest.from(), rest.to())) {
                replace(rest.paragraph(), rest.from(), rest.to(), "");
                if (end == lineStarts[line] + line(line).length()) {
                    deleteMark(rest.paragraph());
                }
            }
        }
        boolean whole = text.covers(at.from(), at.to());
        comment(at.paragraph(), at.from(), at.to(), edit.comment());
        replace(at.paragraph(), at.from(), at.to(), edit.replacement());
        if (whole && edit.replacement().isEmpty()) {
            deleteMark(at.paragraph());
        }
    }

    /** Visible text {@code [from, to)} of the paragraph becomes {@code replacement}, word by word. */
    private void replace(Element paragraph, int from, int to, String replacement) {
        String old = Text.of(paragraph).visible().substring(from, to);
        List<String> before = tokens(old);
        List<String> after = tokens(replacement);
        List<AbstractDelta<String>> deltas = DiffUtils.diff(before, after).getDeltas();
        if (shared(before, deltas) < WORD_DIFF_MIN_SHARED * Math.max(old.strip().length(), replacement.strip().length())) {
            deltas = DiffUtils.diff(List.of(old), replacement.isEmpty() ? List.of() : List.of(replacement)).getDeltas();
            before = List.of(old);
        }
        int[] offsets = new int[before.size() + 1];
        for (int i = 0; i < before.size(); i++) {
            offsets[i + 1] = offsets[i] + before.get(i).length();
        }
        for (int d = deltas.size() - 1; d >= 0; d--) {
            AbstractDelta<String> delta = deltas.get(d);
            int start = from + offsets[delta.getSource().getPosition()];
            int end = from + offsets[delta.getSource().getPosition() + delta.getSource().size()];
            String inserted = String.join("", delta.getTarget().getLines());
            Node next = split(paragraph, end);
            Node first = split(paragraph, start);
            Element style = first instanceof Element r && r.getLocalName().equals("r") ? r : previousRun(paragraph, next);
            if (end > start) {
                Element del = tracked("del");
                paragraph.insertBefore(del, first);
                for (Node node = first; node != null && node != next; ) {
                    Node following = node.getNextSibling();
                    del.appendChild(node);
                    node = following;
                }
                toDeleted(del);
                changes++;
            }
            if (!inserted.isEmpty()) {
                Element ins = tracked("ins");
                ins.appendChild(run(style, inserted));
                paragraph.insertBefore(ins, next);
                changes++;
            }
        }
    }

    /** How many characters of the words (not the spaces) the two texts share. */
    private static int shared(List<String> before, List<AbstractDelta<String>> deltas) {
        boolean[] changed = new boolean[before.size()];
        deltas.forEach(d -> {
            for (int i = 0; i < d.getSource().size(); i++) {
                changed[d.getSource().getPosition() + i] = true;
            }
        });
        int same = 0;
        for (int i = 0; i < before.size(); i++) {
            same += changed[i] || before.get(i).isBlank() ? 0 : before.get(i).length();
        }
        return same;
    }

    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher = TOKENS.matcher(text);
        while (matcher.find()) {
            tokens.add(matcher.group());
        }
        return tokens;
    }

    /**
     * Makes a boundary before visible character {@code at}, splitting its run if needed, and returns the
     * paragraph's child that now starts there ({@code null} at the paragraph's end: append there).
     */
    private static Node split(Element paragraph, int at) {
        Text text = Text.of(paragraph);
        if (at >= text.visibleLength()) {
            // just after the last visible text, so that comment markers and references already there stay outside
            return text.visibleLength() == 0 ? null
                : topLevel(paragraph, text.origin(text.visibleLength() - 1).run()).getNextSibling();
        }
        Text.Origin origin = text.origin(at);
        Element top = topLevel(paragraph, origin.run());
        if (!origin.editable() || origin.offset() == 0 && firstContent(origin.run()) == origin.content()) {
            return top;
        }
        Element run = origin.run();
        Element copy = (Element) run.cloneNode(true);
        // the original keeps what comes before the split, the copy what comes after
        List<Node> kept = content(run);
        List<Node> moved = content(copy);
        int index = kept.indexOf(origin.content());
        for (int i = 0; i < kept.size(); i++) {
            if (i > index) {
                run.removeChild(kept.get(i));
            }
            if (i < index) {
                copy.removeChild(moved.get(i));
            }
        }
        if (origin.offset() == 0) {
            run.removeChild(origin.content());
        } else { // inside a w:t: each part keeps its share of the text
            String value = textOf(origin.content());
            setText((Element) origin.content(), value.substring(0, origin.offset()));
            setText((Element) moved.get(index), value.substring(origin.offset()));
        }
        paragraph.insertBefore(copy, run.getNextSibling());
        return copy;
    }

    private static Element topLevel(Element paragraph, Element node) {
        Node top = node;
        while (top.getParentNode() != paragraph) {
            top = top.getParentNode();
        }
        return (Element) top;
    }

    private static Element previousRun(Element paragraph, Node before) {
        Node node = before == null ? paragraph.getLastChild() : before.getPreviousSibling();
        for (; node != null; node = node.getPreviousSibling()) {
            if (node instanceof Element e && e.getLocalName().equals("r")) {
                return e;
            }
        }
        return null;
    }

    private static List<Node> content(Element run) {
        List<Node> nodes = new ArrayList<>();
        for (Node child = run.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e && !e.getLocalName().equals("rPr")) {
                nodes.add(child);
            }
        }
        return nodes;
    }

    private static Node firstContent(Element run) {
        List<Node> content = content(run);
        return content.isEmpty() ? null : content.getFirst();
    }

    /** The element's text (XmlBeans's DOM is level 2: no getTextContent). */
    private static String textOf(Node node) {
        var text = new StringBuilder();
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            text.append(child.getNodeType() == Node.TEXT_NODE ? child.getNodeValue() : textOf(child));
        }
        return text.toString();
    }

    private static void setText(Element t, String value) {
        while (t.getFirstChild() != null) {
            t.removeChild(t.getFirstChild());
        }
        t.appendChild(t.getOwnerDocument().createTextNode(value));
        t.setAttributeNS(XML, "xml:space", "preserve");
    }

    /** Turns the text of deleted runs into {@code w:delText}, as Word writes it. */
    private void toDeleted(Element del) {
        for (String name : List.of("t", "instrText")) {
            var found = del.getElementsByTagNameNS(W, name);
            List<Element> elements = new ArrayList<>();
            for (int i = 0; i < found.getLength(); i++) {
                elements.add((Element) found.item(i));
            }
            for (Element t : elements) {
                Element deleted = element(name.equals("t") ? "delText" : "delInstrText");
                setText(deleted, textOf(t));
                t.getParentNode().replaceChild(deleted, t);
            }
        }
    }

    private Element tracked(String name) {
        Element element = element(name);
        element.setAttributeNS(W, "w:id", String.valueOf(nextId++));
        element.setAttributeNS(W, "w:author", author);
        element.setAttributeNS(W, "w:date", date);
        return element;
    }

    private Element run(Element style, String value) {
        Element run = element("r");
        if (style != null) {
            for (Node child = style.getFirstChild(); child != null; child = child.getNextSibling()) {
                if (child instanceof Element e && e.getLocalName().equals("rPr")) {
                    run.appendChild(e.cloneNode(true));
                }
            }
        }
        Element t = element("t");
        setText(t, value);
        run.appendChild(t);
        return run;
    }

    private Element element(String name) {
        return dom.createElementNS(W, "w:" + name);
    }

    /** Marks the paragraph mark deleted, so that accepting the change removes the paragraph itself. */
    private void deleteMark(Element paragraph) {
        Element rPr = markProperties(paragraph);
        rPr.appendChild(tracked("del"));
        changes++;
    }

    private Element markProperties(Element paragraph) {
        Element pPr = child(paragraph, "pPr");
        if (pPr == null) {
            pPr = element("pPr");
            paragraph.insertBefore(pPr, paragraph.getFirstChild());
        }
        Element rPr = child(pPr, "rPr");
        if (rPr == null) {
            rPr = element("rPr");
            Element sectPr = child(pPr, "sectPr");
            pPr.insertBefore(rPr, sectPr);
        }
        return rPr;
    }

    private static Element child(Element parent, String name) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e && W.equals(e.getNamespaceURI()) && e.getLocalName().equals(name)) {
                return e;
            }
        }
        return null;
    }

    /** A new paragraph after {@code anchor}, in its paragraph style, inserted whole as a tracked change. */
    private Element insertParagraph(Element anchor, String value, String note) {
        Element paragraph = element("p");
        Element pPr = child(anchor, "pPr");
        if (pPr != null) {
            Element copy = (Element) pPr.cloneNode(true);
            for (String name : List.of("rPr", "sectPr")) {
                Element found = child(copy, name);
                if (found != null) {
                    copy.removeChild(found);
                }
            }
            paragraph.appendChild(copy);
        }
        markProperties(paragraph).appendChild(tracked("ins"));
        Element ins = tracked("ins");
        ins.appendChild(run(lastRun(anchor), value));
        paragraph.appendChild(ins);
        changes += 2;
        anchor.getParentNode().insertBefore(paragraph, anchor.getNextSibling());
        comment(paragraph, 0, value.length(), note);
        return paragraph;
    }

    private static Element lastRun(Element paragraph) {
        var runs = paragraph.getElementsByTagNameNS(W, "r");
        return runs.getLength() == 0 ? null : (Element) runs.item(runs.getLength() - 1);
    }

    // ---- comments ---------------------------------------------------------------------------------------------

    /** A comment on visible text {@code [from, to)} of the paragraph: range markers, a reference run, the comment. */
    private void comment(Element paragraph, int from, int to, String value) {
        int id = nextId++;
        Node end = split(paragraph, to);
        Element rangeEnd = element("commentRangeEnd");
        rangeEnd.setAttributeNS(W, "w:id", String.valueOf(id));
        paragraph.insertBefore(rangeEnd, end);
        Element reference = element("r");
        Element referenceMark = element("commentReference");
        referenceMark.setAttributeNS(W, "w:id", String.valueOf(id));
        reference.appendChild(referenceMark);
        paragraph.insertBefore(reference, rangeEnd.getNextSibling());
        Node start = split(paragraph, from);
        Element rangeStart = element("commentRangeStart");
        rangeStart.setAttributeNS(W, "w:id", String.valueOf(id));
        paragraph.insertBefore(rangeStart, start == null ? rangeEnd : start);
        XWPFComments part = document.getDocComments() != null ? document.getDocComments() : document.createComments();
        XWPFComment comment = part.createComment(BigInteger.valueOf(id));
        comment.setAuthor(author);
        comment.setInitials("CL");
        comment.setDate(calendar);
        comment.createParagraph().createRun().setText(value);
        comments++;
    }

    private static int maxId(XWPFDocument document) {
        int max = 0;
        Matcher ids = Pattern.compile("w:id=\"(\\d{1,9})\"").matcher(document.getDocument().xmlText());
        while (ids.find()) {
            max = Math.max(max, Integer.parseInt(ids.group(1)));
        }
        if (document.getDocComments() != null) {
            for (XWPFComment comment : document.getDocComments().getComments()) {
                max = Math.max(max, Integer.parseInt(comment.getId()));
            }
        }
        return max;
    }

    // ---- the visible text of a paragraph ----------------------------------------------------------------------

    /** A paragraph's text as a reader sees it, each character traced to the run and {@code w:t} it is in. */
    private record Text(String visible, List<Origin> origins, String normalised, int[] normalisedToVisible) {

        /**
         * Where one visible character is: its run, the run's child that shows it ({@code w:t}, {@code w:tab}, ...) and
         * its offset in that child; {@code editable} when the run sits directly in the paragraph.
         */
        record Origin(Element run, Node content, int offset, boolean editable) {
        }

        static Text of(Element paragraph) {
            var visible = new StringBuilder();
            List<Origin> origins = new ArrayList<>();
            walk(paragraph, paragraph, visible, origins);
            var normalised = new StringBuilder();
            List<Integer> map = new ArrayList<>();
            for (int i = 0; i < visible.length(); i++) {
                char c = visible.charAt(i);
                if (Character.isWhitespace(c)) {
                    if (normalised.isEmpty() || normalised.charAt(normalised.length() - 1) == ' ') {
                        continue;
                    }
                    c = ' ';
                }
                normalised.append(c);
                map.add(i);
            }
            while (!normalised.isEmpty() && normalised.charAt(normalised.length() - 1) == ' ') {
                normalised.setLength(normalised.length() - 1);
                map.removeLast();
            }
            return new Text(visible.toString(), origins, normalised.toString(), map.stream().mapToInt(Integer::intValue).toArray());
        }

        private static void walk(Element paragraph, Element parent, StringBuilder visible, List<Origin> origins) {
            for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
                if (!(node instanceof Element element) || !W.equals(element.getNamespaceURI())) {
                    continue;
                }
                switch (element.getLocalName()) {
                    case "r" -> {
                        boolean editable = parent == paragraph;
                        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
                            String name = child instanceof Element e ? e.getLocalName() : "";
                            String value = switch (name) {
                                case "t" -> textOf(child);
                                case "tab", "ptab" -> "\t";
                                case "br", "cr" -> "\n";
                                case "noBreakHyphen" -> "-";
                                default -> "";
                            };
                            for (int i = 0; i < value.length(); i++) {
                                visible.append(value.charAt(i));
                                origins.add(new Origin(element, child, i, editable));
                            }
                        }
                    }
                    case "del", "moveFrom", "pPr", "rPr" -> {
                    }
                    default -> walk(paragraph, element, visible, origins);
                }
            }
        }

        int visibleLength() {
            return visible.length();
        }

        Origin origin(int at) {
            return origins.get(at);
        }

        int original(int normalisedIndex) {
            return normalisedToVisible[normalisedIndex];
        }

        /** Whether {@code [from, to)} is all the paragraph's text but surrounding white space. */
        boolean covers(int from, int to) {
            return normalisedToVisible.length > 0 && from == normalisedToVisible[0]
                && to == normalisedToVisible[normalisedToVisible.length - 1] + 1;
        }

        boolean editable(int from, int to) {
            return origins.subList(from, to).stream().allMatch(Origin::editable);
        }
    }
}
