package dev.clauselens.cli;

import dev.clauselens.core.assistant.AssistantAnswer;
import dev.clauselens.core.assistant.ConversationRecord;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.assistant.TurnRecord;
import dev.clauselens.core.error.ClauseLensException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code clauselens chat ANALYSIS}: a conversation on the terminal; "yes" confirms what the last answer proposed. */
@Command(name = "chat", mixinStandardHelpOptions = true,
    description = {"Talks with the assistant about an analysed NDA, one question per line. When an answer proposes a "
        + "change, 'yes' carries it out and 'no' declines it; 'quit' (or end of input) ends the chat."})
final class ChatCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "ANALYSIS", description = "an analysis id, or 'latest'")
    String analysis;

    @Mixin
    EngineOptions engine;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        try (Stores stores = Stores.open(engine.store, false)) {
            String analysisId = AskCommand.analysisId(stores, analysis);
            ConversationService assistant = AskCommand.assistant(stores, engine, spec.commandLine().getErr());
            ConversationRecord conversation = assistant.start(AnalyzeCommand.TENANT, analysisId, "Chat");
            out.println("Ask about " + analysisId + " (conversation " + conversation.conversationId() + "); 'quit' ends.");
            var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            List<AssistantAnswer.Proposed> pending = List.of();
            for (String line; prompt(out) && (line = in.readLine()) != null; ) {
                String said = line.strip();
                if (said.isEmpty()) {
                    continue;
                }
                if (said.equalsIgnoreCase("quit") || said.equalsIgnoreCase("exit")) {
                    break;
                }
                String word = said.toLowerCase(Locale.ROOT);
                if (!pending.isEmpty() && (word.equals("yes") || word.equals("no"))) {
                    for (AssistantAnswer.Proposed proposal : pending) {
                        out.println(AnswerText.decided(assistant.decide(conversation, proposal.proposalId(), word.equals("yes"))));
                    }
                    pending = List.of();
                    continue;
                }
                try {
                    TurnRecord turn = assistant.askAndAnswer(conversation, said);
                    out.println(AnswerText.render(turn.answer()));
                    pending = turn.answer().proposals();
                    if (!pending.isEmpty()) {
                        out.println("Carry this out? (yes / no)");
                    }
                } catch (ClauseLensException e) {
                    out.println("error: " + e.getMessage());
                }
            }
            return 0;
        } catch (ClauseLensException e) {
            return ErrorReporter.report(e, spec.commandLine(), false);
        } finally {
            out.flush();
        }
    }

    private static boolean prompt(PrintWriter out) {
        out.print("\n> ");
        out.flush();
        return true;
    }
}
