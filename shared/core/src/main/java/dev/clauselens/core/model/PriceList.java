package dev.clauselens.core.model;

import java.util.Map;

/**
 * List prices in US dollars per million tokens (input, output, cache read, cache write), looked up
 * by model id with any inference-profile prefix or ARN around it. An unknown model is priced as
 * Claude Sonnet 4.5, so that cost is never under-reported.
 */
public final class PriceList {

    /** Dollars per million tokens. */
    public record Price(double input, double output, double cacheRead, double cacheWrite) {
    }

    private static final Price SONNET = new Price(3.00, 15.00, 0.30, 3.75);
    private static final Map<String, Price> PRICES = Map.of(
        "claude-haiku-4-5", new Price(1.00, 5.00, 0.10, 1.25),
        "claude-sonnet-4-5", SONNET,
        "claude-sonnet-4", SONNET,
        "claude-opus-4-5", new Price(5.00, 25.00, 0.50, 6.25));

    private PriceList() {
    }

    public static Price of(String modelId) {
        return PRICES.entrySet().stream()
            .filter(e -> modelId.contains(e.getKey() + "-2") || modelId.endsWith(e.getKey()))
            .max((a, b) -> a.getKey().length() - b.getKey().length())
            .map(Map.Entry::getValue)
            .orElse(SONNET);
    }

    public static double cost(String modelId, Usage usage) {
        Price price = of(modelId);
        return (usage.input() * price.input() + usage.output() * price.output()
            + usage.cacheRead() * price.cacheRead() + usage.cacheWrite() * price.cacheWrite()) / 1_000_000;
    }
}
