package dev.clauselens.core.assistant;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Optional;

/** What a question asks for; the router picks one, and the intent picks the specialists that answer it. */
public enum Intent {
    EXPLAIN("explain", "explain a clause, a risk rating, a checklist point or another finding of the analysis"),
    FIND("find", "find where the document says something, or what it says on a topic"),
    MARKET("market", "compare the document with market practice or the reference corpus"),
    NEGOTIATE("negotiate", "advice on what to push back on, accept or ask for in negotiation"),
    DRAFT("draft", "draft or redraft contract language"),
    GENERAL("general", "a general question about NDAs or the review that none of the others fits");

    private final String id;
    private final String description;

    Intent(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** How the API and the traces name it: {@code explain}. */
    @JsonValue
    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    public static Optional<Intent> fromId(String id) {
        return Arrays.stream(values()).filter(i -> i.id.equals(id)).findFirst();
    }

    /** An intent as stored: by its id, or by its constant's name as answers were kept before the id was their form. */
    @JsonCreator
    static Intent stored(String value) {
        return fromId(value).or(() -> Arrays.stream(values()).filter(i -> i.name().equals(value)).findFirst())
            .orElseThrow(() -> new IllegalArgumentException("no intent " + value));
    }
}
