package dev.clauselens.core.model;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** What a language model answered. */
public record ModelResponse(List<ContentBlock> content, StopReason stopReason, Usage usage) {
    public ModelResponse {
        content = List.copyOf(content);
    }

    /** The text blocks joined, possibly empty. */
    public String text() {
        return content.stream().filter(b -> b instanceof ContentBlock.Text).map(b -> ((ContentBlock.Text) b).text())
            .collect(Collectors.joining());
    }

    public Optional<ContentBlock.ToolUse> toolUse() {
        return content.stream().filter(b -> b instanceof ContentBlock.ToolUse).map(b -> (ContentBlock.ToolUse) b).findFirst();
    }

    static int characters(ContentBlock block) {
        return switch (block) {
            case ContentBlock.Text text -> text.text().length();
            case ContentBlock.ToolUse use -> use.input().toString().length();
            case ContentBlock.ToolResult result -> result.text().length();
            case ContentBlock.CachePoint point -> 0;
        };
    }
}
