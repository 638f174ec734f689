package dev.clauselens.documents.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Markdown's marks and the markup converters leave in it (pandoc's spans, heading attributes and raw HTML), taken out of a
 * text file: what a reader of the rendered document sees, which quotes then match. Bold and backslash escapes are read in
 * any text file; the rest only in one that is Markdown by its headings, bold, escapes or converter markup, so that a plain
 * text's "***Confidential Treatment Requested***" or "> $25,000,000" stays as written.
 */
final class MarkdownMarkup {
    /**
     * A static site's front matter at the very start, YAML between "---" lines or TOML between "+++" lines, of settings only
     * ("title = "Non-disclosure agreement"", "[style]", indented entries): the page's settings, not its text; also after an
     * opening line written twice ("---" / "---" / "layout: nda" / ... / "---").
     */
    private static final Pattern FRONT_MATTER = Pattern.compile("\\A(\\+{3}|-{3})[ \\t]*\\n(?:\\1[ \\t]*\\n)?((?:[ \\t]*(?:[\\w-]+[ \\t]*[:=][^\\n]*|\\[[\\w.-]+]|"
        + "[ \\t]+\\S[^\\n]*|-[ \\t][^\\n]*)?[ \\t]*\\n){1,60}?)\\1[ \\t]*(?:\\n|\\z)");
    /** The page's title among its settings, which the rendered page shows as its heading. */
    private static final Pattern PAGE_TITLE = Pattern.compile("(?m)^title[ \\t]*[:=][ \\t]*([\"']?)(\\S[^\\n]*?)\\1[ \\t]*$");
    private static final Pattern HTML_COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);
    /** What only Markdown has: a heading, an escape, an HTML tag or comment, a pandoc span or attributes. */
    private static final Pattern MARKDOWN = Pattern.compile("(?m)^#{1,6}[ \\t]+\\S|\\\\[!-/:-@\\[-`{-~]|<!--|\\]\\{[.#]|\\{#[\\w-]"
        + "|(?i)</?(?:table|tr|td|p|br|div|strong|em|mark|span|h[1-6]|blockquote)\\b[^<>]*>");
    /** A code fence's line, around a block a page shows as written ("```markdown" before the form it presents): no text of it. */
    private static final Pattern CODE_FENCE = Pattern.compile("(?m)^[ \\t]*(?:`{3,}|~{3,})[\\w-]*[ \\t]*$");
    /** An HTML table, whose line breaks are no more than spaces: its cells and paragraphs make the lines. */
    private static final Pattern HTML_TABLE = Pattern.compile("(?is)<table\\b.*?</table>");
    private static final Pattern HTML_HEADING = Pattern.compile("(?is)<h([1-6])\\b[^<>]*>(.*?)</h\\1>");
    /** An HTML tag a converter writes for what Markdown cannot say (tables above all); a tag that holds blocks ends a line. */
    private static final Pattern HTML_TAG = Pattern.compile("(?i)</?(?:(?<block>table|colgroup|col|thead|tbody|tfoot|tr|td|th|p|br|hr|div"
        + "|blockquote|ul|ol|li|caption)|strong|b|em|i|u|s|mark|span|sup|sub|del|ins|font|a|img)\\b[^<>]*>");
    /** A Markdown heading's line, whose HTML stays on it: "## <p style="text-align: center;">Attachment A</p>" heads what follows. */
    private static final Pattern HEADING_LINE = Pattern.compile("(?m)^(#{1,6}[ \\t]+)(.*)$");
    private static final Pattern HTML_ENTITY = Pattern.compile("&(amp|lt|gt|quot|apos|nbsp|#39);");
    /**
     * A pandoc span, text in brackets with attributes after it: "[Schedule 1]{.underline}", "[\[● Target\]]{.mark}". Runs
     * of plain characters are matched whole, so that a long text after a lone "[" cannot overflow the stack.
     */
    private static final Pattern SPAN = Pattern.compile("\\[((?:[^\\[\\]\\\\\\n]++|\\\\.|\\n(?![ \\t]*\\n))*+)\\]\\{[.#][^{}\\n]*\\}");
    /**
     * A link, which the page shows as its text: "[MIT License](../LICENSE)", "[Master Agreement](msa.md "MSA")"; not a blank
     * and the bracket after it ("[DATE] (the "Effective Date")"), nor an image ("![logo](logo.png)").
     */
    private static final Pattern LINK = Pattern.compile("(?<!!)\\[([^\\[\\]\\n]{1,200})\\]\\((?:[^()\\s]++|\\([^()\\s]*\\))*+(?:\\s+\"[^\"\\n]*\")?\\)");
    /** A heading's attributes, which pandoc writes after its text: "## Yours faithfully {#yours-faithfully .unnumbered}". */
    private static final Pattern HEADING_ATTRIBUTES = Pattern.compile("(?m)^(#{1,6}[ \\t].*?)[ \\t]*\\{#[^{}\\n]*\\}[ \\t]*$");
    /** A block quote's marks at the start of a line, which converters also put before an indented item's lines. */
    private static final Pattern QUOTE_MARK = Pattern.compile("(?m)^([ \\t]*)>[ \\t]?");
    /** Struck-out text's marks: "twenty four~~)~~" reads "twenty four)". */
    private static final Pattern STRIKEOUT = Pattern.compile("~~(?=\\S)([^~\\n]*?\\S)~~");
    /**
     * Strong emphasis within a paragraph, also over its wrapped lines, and code spans on one line: "**Limited Use.**" reads
     * "Limited Use.", "`2 years`" reads "2 years"; an escaped mark ("\\*\\*"), a filing's redaction ("[***]", "[**]") and a
     * backtick inside a word ("Company`s") stay.
     */
    private static final Pattern STRONG = Pattern.compile("(?<![\\\\*\\w\\[])\\*\\*(?=[^\\s*\\]])((?:[^\\n*]|\\n(?![ \\t]*\\n)){0,300}?[^\\s*\\\\\\[])\\*\\*(?![*\\w\\]])"
        + "|(?<![\\\\`\\w])`([^`\\n]+)`(?![`\\w])");
    /** Emphasis with one or three stars around words: "*bona fide*", "***Insert address***"; a lone star or "[***]" stays. */
    private static final Pattern EMPHASIS = Pattern.compile("(?<![\\\\*\\w])(\\*|\\*{3})(?=[\\p{L}\\d\\[(\"“])([^*\\n]*?[^\\s*\\\\\\[])\\1(?![*\\w\\]])");
    /**
     * Emphasis and strong emphasis written with underscores: "_Receiving Party_'s", "__Purpose.__"; a blank ("____", "_7_" in a
     * filed contract's plain text stays, this being read only in Markdown) or a name_with_underscores stays.
     */
    private static final Pattern UNDERSCORES = Pattern.compile("(?<![\\w\\\\])(__?)(?=[\\p{L}\\d\\[\"“(])((?:[^_\\n]|\\n(?![ \\t]*\\n)){0,300}?"
        + "[^\\s_\\\\])\\1(?!\\w)");
    /**
     * A backslash escape (CommonMark: any ASCII punctuation), read as the character it escapes: a form's blanks exported as
     * "\_\_\_" are blanks, and "\[insert title\]" a placeholder.
     */
    private static final Pattern ESCAPE = Pattern.compile("\\\\([!-/:-@\\[-`{-~])");

    private MarkdownMarkup() {
    }

    static String read(String original) {
        String text = withoutFrontMatter(original);
        String marked = MARKDOWN.matcher(text).find() || STRONG.matcher(text).find() ? convertersMarkup(text) : text;
        String strong = STRONG.matcher(marked)
            .replaceAll(mark -> Matcher.quoteReplacement(mark.group(mark.group(1) != null ? 1 : 2)));
        return ESCAPE.matcher(strong).replaceAll(escape -> Matcher.quoteReplacement(escape.group(1)));
    }

    /** The text after a page's front matter, under the page's title as its heading where the front matter gives one. */
    private static String withoutFrontMatter(String text) {
        Matcher frontMatter = FRONT_MATTER.matcher(text);
        if (!frontMatter.lookingAt()) {
            return text;
        }
        Matcher title = PAGE_TITLE.matcher(frontMatter.group(2));
        return (title.find() ? "# " + title.group(2) + "\n\n" : "") + text.substring(frontMatter.end());
    }

    /**
     * A Markdown file's code fences, HTML, spans, links' targets, heading attributes, block-quote, strike-out and emphasis marks
     * (stars or underscores) taken out.
     */
    private static String convertersMarkup(String text) {
        String tables = HTML_TABLE.matcher(HTML_COMMENT.matcher(CODE_FENCE.matcher(text).replaceAll("")).replaceAll(""))
            .replaceAll(table -> Matcher.quoteReplacement(table.group().replaceAll("\\s+", " ")));
        String headings = HTML_HEADING.matcher(tables)
            .replaceAll(heading -> Matcher.quoteReplacement("\n" + "#".repeat(Integer.parseInt(heading.group(1))) + " " + heading.group(2) + "\n"));
        String onHeadingLines = HEADING_LINE.matcher(headings).replaceAll(line -> Matcher.quoteReplacement(line.group(1)
            + HTML_TAG.matcher(line.group(2)).replaceAll(tag -> tag.group("block") != null ? " " : "").strip().replaceAll("\\s{2,}", " ")));
        String html = HTML_TAG.matcher(onHeadingLines).replaceAll(tag -> tag.group("block") != null ? "\n" : "");
        String entities = HTML_ENTITY.matcher(html).replaceAll(entity -> switch (entity.group(1)) {
            case "amp" -> "&";
            case "lt" -> "<";
            case "gt" -> ">";
            case "quot" -> "\"";
            case "nbsp" -> " ";
            default -> "'";
        });
        String spans = entities;
        for (String previous = null; !spans.equals(previous); ) { // a span inside a span
            previous = spans;
            spans = SPAN.matcher(spans).replaceAll(span -> Matcher.quoteReplacement(span.group(1)));
        }
        String links = LINK.matcher(spans).replaceAll(link -> Matcher.quoteReplacement(link.group(1)));
        String unmarked = STRIKEOUT.matcher(QUOTE_MARK.matcher(HEADING_ATTRIBUTES.matcher(links).replaceAll("$1"))
            .replaceAll("$1")).replaceAll(mark -> Matcher.quoteReplacement(mark.group(1)));
        String emphasis = EMPHASIS.matcher(unmarked).replaceAll(mark -> Matcher.quoteReplacement(mark.group(2)));
        return UNDERSCORES.matcher(emphasis).replaceAll(mark -> Matcher.quoteReplacement(mark.group(2)));
    }
}
