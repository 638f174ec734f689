package dev.clauselens.cli;

import dev.clauselens.core.assistant.ConversationRecord;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.assistant.ProposalRecord;
import dev.clauselens.core.assistant.TurnRecord;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.error.RequestRefusedException;
import dev.clauselens.documents.ParserLimits;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code clauselens ask ANALYSIS "question"}: one question about an analysed NDA, or a decision on a proposal. */
@Command(name = "ask", mixinStandardHelpOptions = true,
    description = {"Asks the assistant about an analysed NDA: it routes the question, reads the analysis, the document "
        + "and the reference corpus, and answers with citations. Changes it proposes happen only with --confirm.",
        "ANALYSIS is an analysis id (analyze prints it) or 'latest'. Turns are kept: the next question in the same "
            + "conversation is asked with the earlier relevant ones in mind."})
final class AskCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "ANALYSIS", description = "an analysis id, or 'latest'")
    String analysis;

    @Parameters(index = "1", arity = "0..1", paramLabel = "QUESTION", description = "the question, quoted")
    String question;

    @Option(names = "--conversation", paramLabel = "ID", description = "continue this conversation (default: the "
        + "analysis's latest, or a new one)")
    String conversation;

    @Option(names = "--confirm", paramLabel = "PROPOSAL", description = "carry out a change the assistant proposed")
    String confirm;

    @Option(names = "--decline", paramLabel = "PROPOSAL", description = "decline a change the assistant proposed")
    String decline;

    @Option(names = "--json", description = "print the turn (or the decision) as JSON")
    boolean json;

    @Mixin
    EngineOptions engine;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if ((question == null) == (confirm == null && decline == null) || (confirm != null && decline != null)) {
            return ErrorReporter.report(new InvalidInputException("Give either a QUESTION, or --confirm or --decline with a "
                + "proposal id."), spec.commandLine(), json);
        }
        try (Stores stores = Stores.open(engine.store, false)) {
            String analysisId = analysisId(stores, analysis);
            ConversationService assistant = assistant(stores, engine, err);
            if (question == null) {
                String proposalId = confirm != null ? confirm : decline;
                ProposalRecord proposal = stores.conversations().findProposal(AnalyzeCommand.TENANT, proposalId)
                    .orElseThrow(() -> new RequestRefusedException(ErrorCode.NOT_FOUND, "No proposal " + proposalId + "."));
                var decision = assistant.decide(assistant.conversation(AnalyzeCommand.TENANT, analysisId,
                    proposal.conversationId()), proposalId, confirm != null);
                out.println(json ? Json.write(decision) : AnswerText.decided(decision));
                return 0;
            }
            ConversationRecord current = conversation(assistant, stores, analysisId, conversation);
            TurnRecord turn = assistant.askAndAnswer(current, question);
            out.println(json ? Json.write(turn) : AnswerText.render(turn.answer()) + "\n(conversation "
                + current.conversationId() + ")");
            return turn.status() == TurnRecord.Status.ANSWERED ? 0 : 1;
        } catch (ClauseLensException e) {
            return ErrorReporter.report(e, spec.commandLine(), json);
        } finally {
            out.flush();
        }
    }

    /** The assistant over {@code stores}, on the engine the options choose. */
    static ConversationService assistant(Stores stores, EngineOptions engine, PrintWriter err) {
        return LocalEngine.open(stores, engine.provider, ParserLimits.fromEnvironment(System.getenv()), err).assistant(stores);
    }

    /** The analysis named, or the tenant's latest for {@code latest}. */
    static String analysisId(Stores stores, String name) {
        if (!name.equals("latest")) {
            return name;
        }
        return stores.analyses().recentAnalyses(AnalyzeCommand.TENANT, 1).stream().findFirst()
            .orElseThrow(() -> new RequestRefusedException(ErrorCode.NOT_FOUND, "No analysis yet: run clauselens analyze FILE first."))
            .analysisId();
    }

    /** The conversation named, or the analysis's latest, or a new one. */
    static ConversationRecord conversation(ConversationService assistant, Stores stores, String analysisId, String id) {
        if (id != null) {
            return assistant.conversation(AnalyzeCommand.TENANT, analysisId, id);
        }
        var existing = stores.conversations().conversations(AnalyzeCommand.TENANT, analysisId);
        return existing.isEmpty() ? assistant.start(AnalyzeCommand.TENANT, analysisId, "Questions") : existing.getLast();
    }
}
