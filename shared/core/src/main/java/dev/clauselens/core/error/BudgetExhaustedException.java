package dev.clauselens.core.error;

/** A model call was not made because the document's token budget (or the agent's share) is spent. */
public final class BudgetExhaustedException extends ClauseLensException {
    public BudgetExhaustedException(String message) {
        super(ErrorCode.BUDGET_EXHAUSTED, message, null);
    }
}
