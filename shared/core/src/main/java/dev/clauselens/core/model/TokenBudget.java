package dev.clauselens.core.model;

import dev.clauselens.core.config.Settings;
import dev.clauselens.core.error.BudgetExhaustedException;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A document's token budget (by default 212,000, the seed design's figure) with a share per agent.
 * A call is refused before it is made when the estimate would pass the document's or the agent's
 * limit; once refused, the agent makes no more calls and finishes on its local layer. A warning goes
 * out once, when 80 % is spent. Thread-safe.
 */
public final class TokenBudget {
    public static final int DEFAULT_TOTAL = 212_000;
    public static final double WARNING_SHARE = 0.8;
    private static final Map<Agent, Double> DEFAULT_SHARES = Map.of(
        Agent.CLASSIFIER, 0.30, Agent.RISK_SCORER, 0.35, Agent.GAP_ANALYST, 0.35);

    private final int total;
    private final Map<Agent, Integer> limits = new EnumMap<>(Agent.class);
    private final Map<Agent, Integer> spent = new EnumMap<>(Agent.class);
    private final Map<Agent, Boolean> stopped = new EnumMap<>(Agent.class);
    private final Consumer<String> warnings;
    private int spentTotal;
    private boolean warned;

    public TokenBudget(int total, Map<Agent, Double> shares, Consumer<String> warnings) {
        if (total < 0) {
            throw new IllegalArgumentException("a budget cannot be negative");
        }
        this.total = total;
        this.warnings = warnings;
        for (Agent agent : Agent.values()) {
            limits.put(agent, (int) Math.round(total * shares.getOrDefault(agent, 0.0)));
            spent.put(agent, 0);
            stopped.put(agent, false);
        }
    }

    /**
     * The budget of one assistant turn ({@code total} tokens): the router may spend a tenth, each specialist
     * up to half, so one agent alone cannot spend the whole turn.
     */
    public static TokenBudget forTurn(int total) {
        return new TokenBudget(total, Map.of(Agent.ROUTER, 0.1, Agent.DOCUMENT_RESEARCH, 0.5, Agent.MARKET_RESEARCH, 0.5,
            Agent.ADVISOR, 0.5, Agent.DRAFTER, 0.5), warning -> { });
    }

    public static TokenBudget standard(Consumer<String> warnings) {
        return new TokenBudget(DEFAULT_TOTAL, DEFAULT_SHARES, warnings);
    }

    /** {@code CLAUSELENS_TOKEN_BUDGET} (tokens per document) and {@code CLAUSELENS_BUDGET_SHARE_<AGENT>} (0-1). */
    public static TokenBudget fromEnvironment(Map<String, String> env, Consumer<String> warnings) {
        int total = Settings.number(env, "CLAUSELENS_TOKEN_BUDGET", Integer::parseInt, DEFAULT_TOTAL);
        Map<Agent, Double> shares = new EnumMap<>(DEFAULT_SHARES);
        for (Agent agent : Agent.values()) {
            shares.put(agent, Settings.fraction(env, "CLAUSELENS_BUDGET_SHARE_" + agent.envName(), shares.getOrDefault(agent, 0.0)));
        }
        return new TokenBudget(total, shares, warnings);
    }

    /** Refuses a call whose estimated tokens would pass a limit, and stops the agent from then on. */
    public synchronized void reserve(Agent agent, int estimatedTokens) {
        if (stopped.get(agent)) {
            throw new BudgetExhaustedException("The " + agent.id() + "'s share of the token budget is spent.");
        }
        if (spentTotal + estimatedTokens > total || spent.get(agent) + estimatedTokens > limits.get(agent)) {
            stopped.put(agent, true);
            throw new BudgetExhaustedException("A call of about %,d tokens would pass the %s's budget (%,d of %,d spent; document %,d of %,d)."
                .formatted(estimatedTokens, agent.id(), spent.get(agent), limits.get(agent), spentTotal, total));
        }
    }

    public synchronized void charge(Agent agent, Usage usage) {
        spent.merge(agent, usage.total(), Integer::sum);
        spentTotal += usage.total();
        if (!warned && spentTotal >= WARNING_SHARE * total) {
            warned = true;
            warnings.accept("%.0f%% of the document's token budget is spent (%,d of %,d tokens)."
                .formatted(100.0 * spentTotal / total, spentTotal, total));
        }
    }

    public synchronized int spent() {
        return spentTotal;
    }

    public synchronized int spent(Agent agent) {
        return spent.get(agent);
    }

    public int total() {
        return total;
    }

    public synchronized boolean warned() {
        return warned;
    }

    /** Whether any agent was stopped by the budget: the result must say so. */
    public synchronized boolean exhausted() {
        return stopped.containsValue(true);
    }

    public synchronized boolean exhausted(Agent agent) {
        return stopped.get(agent);
    }
}
