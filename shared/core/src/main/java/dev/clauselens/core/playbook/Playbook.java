package dev.clauselens.core.playbook;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.clauselens.core.taxonomy.Perspective;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * A team's negotiating positions: per topic, the standard it wants, the fallbacks it accepts and what
 * makes a lawyer escalate, each with model language. Read with {@link Playbooks#parse}, which checks
 * every field and says what is wrong where.
 *
 * @param name        how the team names it ({@code "default-recipient"}, {@code "sales-2026"})
 * @param perspective the side its positions are written for
 * @param positions   one per topic, in the order the team reads them
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Playbook(String name, Perspective perspective, String description, List<Position> positions) {

    public Playbook {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(perspective, "perspective");
        positions = List.copyOf(positions);
    }

    /**
     * The team's position on one topic.
     *
     * @param topic      a checklist point ({@code "residuals"}), {@code "governing-law"}, or {@code "category:ID"}
     *                   for whether a clause of that category is there ({@code "category:non-solicitation"})
     * @param standard   what the team wants
     * @param fallbacks  what it accepts instead, best first
     * @param escalation when a lawyer must decide: what the document does when no stance accepts it
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Position(String topic, Stance standard, List<Stance> fallbacks, String escalation) {
        public Position {
            Objects.requireNonNull(topic, "topic");
            Objects.requireNonNull(standard, "standard");
            fallbacks = fallbacks == null ? List.of() : List.copyOf(fallbacks);
            Objects.requireNonNull(escalation, "escalation");
        }

        /** The stances in the order they are tried: the standard, then the fallbacks. */
        public List<Stance> stances() {
            return Stream.concat(Stream.of(standard), fallbacks.stream()).toList();
        }
    }

    /**
     * One acceptable stance.
     *
     * @param position what the team accepts, in a sentence a lawyer reads
     * @param accept   which findings this stance covers
     * @param language the clause the team proposes for it; {@code null} where the fix is to strike the clause
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Stance(String position, Accept accept, String language) {
        public Stance {
            Objects.requireNonNull(position, "position");
            Objects.requireNonNull(accept, "accept");
        }
    }

    /**
     * What a stance accepts, all given conditions together: the finding's state is one of {@code states}
     * (when given); a duration is within {@code years} (for the state {@code years}); the governing law is
     * one of {@code laws} (for {@code governing-law}, compared without letter case).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Accept(List<String> states, Range years, List<String> laws) {
        public Accept {
            states = states == null ? null : List.copyOf(states);
            laws = laws == null ? null : List.copyOf(laws);
        }
    }

    /** Years from {@code min} to {@code max}, both included; either may be left out. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Range(Double min, Double max) {
        boolean contains(double years) {
            return (min == null || years >= min) && (max == null || years <= max);
        }
    }
}
