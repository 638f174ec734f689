package dev.clauselens.core.model;

/** A validated structured answer, with what it cost. {@code calls} is 2 when a repair was needed. */
public record Answer<T>(T value, String model, Usage usage, int calls) {
}
