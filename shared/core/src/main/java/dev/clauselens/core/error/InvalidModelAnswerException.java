package dev.clauselens.core.error;

import java.util.List;

/** The model answered outside the required schema twice (the answer and its one repair). */
public final class InvalidModelAnswerException extends ClauseLensException {
    private final List<String> problems;

    public InvalidModelAnswerException(String message, List<String> problems) {
        super(ErrorCode.MODEL_INVALID_ANSWER, message, null);
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
