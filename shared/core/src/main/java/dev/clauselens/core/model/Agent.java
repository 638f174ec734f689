package dev.clauselens.core.model;

/**
 * The agents that may call a language model, each with its own tier and budget share: the analysis's three,
 * then the assistant's router and specialists.
 */
public enum Agent {
    CLASSIFIER("classifier"), RISK_SCORER("risk-scorer"), GAP_ANALYST("gap-analyst"),
    ROUTER("router"), DOCUMENT_RESEARCH("document-research"), MARKET_RESEARCH("market-research"), ADVISOR("advisor"),
    DRAFTER("drafter");

    private final String id;

    Agent(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The environment-variable form: {@code RISK_SCORER}. */
    String envName() {
        return name();
    }
}
