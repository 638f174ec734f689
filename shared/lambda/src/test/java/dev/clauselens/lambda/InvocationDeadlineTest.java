package dev.clauselens.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.clauselens.core.error.BudgetExhaustedException;
import dev.clauselens.core.model.ContentBlock;
import dev.clauselens.core.model.ModelResponse;
import dev.clauselens.core.model.StopReason;
import dev.clauselens.core.model.Usage;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class InvocationDeadlineTest {
    private final AtomicInteger calls = new AtomicInteger();
    private final ModelResponse answer = new ModelResponse(List.of(ContentBlock.text("ok")), StopReason.END_TURN, Usage.NONE);
    private final InvocationDeadline model = new InvocationDeadline(request -> {
        calls.incrementAndGet();
        return answer;
    }, Duration.ofSeconds(200));

    @Test
    void aCallThatCouldOutlastTheInvocationIsNotStarted() {
        assertSame(answer, model.converse(null), "before any invocation starts, nothing is held back");
        model.start(Duration.ofSeconds(300));
        assertSame(answer, model.converse(null), "300 s left hold a 200 s call and the writes after it");
        model.start(Duration.ofSeconds(150));
        var refused = assertThrows(BudgetExhaustedException.class, () -> model.converse(null));
        assertEquals(2, calls.get(), "the refused call never reached the model");
        assertEquals(true, refused.getMessage().contains("decided locally"), refused.getMessage());
    }
}
