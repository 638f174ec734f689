package dev.clauselens.core.assistant;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.model.Agent;
import dev.clauselens.core.model.AnswerSchema;
import dev.clauselens.core.model.ContentBlock;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.model.Prompt;
import dev.clauselens.core.model.UntrustedText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Decides what a question asks for, in two layers. The rules (patterns, no tokens) decide when one intent
 * matches with confidence {@value #THRESHOLD} or more and no other intent matches as strongly; the rest go
 * to the fast tier's classification. Without a model (or when it fails) the rules' best guess stands, with
 * its low confidence on record. Only the user's question is routed: document text never reaches the router.
 */
public final class IntentRouter {
    public static final double THRESHOLD = 0.85;
    /** The confidence left when two intents match strongly: the model decides between them. */
    static final double CONFLICT = 0.6;
    private static final int FLAGS = Pattern.CASE_INSENSITIVE;

    /** A pattern; a {@code decisive} one wins over the other intents that match too. */
    private record Rule(Intent intent, double confidence, Pattern pattern, boolean decisive) {
        Rule(Intent intent, double confidence, Pattern pattern) {
            this(intent, confidence, pattern, false);
        }
    }

    private static final List<Rule> RULES = List.of(
        new Rule(Intent.GENERAL, 0.96, Pattern.compile("^\\s*(?:please\\s+)?(?:mark|set|flag|move|add|put|leave)\\b.{0,120}"
            + "(?:\\bas\\s+(?:accepted|resolved|to[ _-]negotiate)\\b|\\bnote\\b)", FLAGS), true),
        new Rule(Intent.DRAFT, 0.95, Pattern.compile("\\b(?:re-?draft|draft|re-?write|re-?word|mark(?:-| )?up|redline"
            + "|(?:propose|suggest|give me|offer)\\s+(?:some\\s+|new\\s+|alternative\\s+|better\\s+|narrower\\s+|fallback\\s+)?"
            + "(?:language|wording|text|clause)|write\\s+(?:a|an|the|me)\\b|narrower\\s+(?:\\w+\\s+)?(?:clause|version|wording))",
            FLAGS), true),
        new Rule(Intent.NEGOTIATE, 0.9, Pattern.compile("\\b(?:negotiat\\w*|push\\s*back|counter-?(?:propos|offer)\\w*"
            + "|should\\s+(?:we|i)\\s+(?:accept|sign|agree|ask|push|insist|object|concede|resist)|(?:what|which)\\s+(?:should|can|could)"
            + "\\s+(?:we|i)\\s+(?:ask|request|give|trade|concede)|leverage|deal[- ]?breaker|walk away|acceptable\\s+to\\s+(?:us|me|sign)"
            + "|sign\\s+(?:this|it)\\s+as\\s+is|(?:our|my)\\s+(?:position|fallback|ask)|talking points|what to raise)", FLAGS), true),
        new Rule(Intent.MARKET, 0.92, Pattern.compile("\\b(?:market|standard\\s+practice|typical(?:ly)?|usual(?:ly)?|customary"
            + "|common(?:ly)?\\s+(?:seen|accepted|used)|benchmark|industry\\s+(?:norm|standard|practice)|reference\\s+(?:clauses|corpus)"
            + "|other\\s+(?:ndas|agreements|contracts)|most\\s+ndas|how\\s+(?:long|broad)\\s+(?:do|does|is)\\s+(?:it|this)\\s+usually)",
            FLAGS)),
        new Rule(Intent.EXPLAIN, 0.9, Pattern.compile("\\b(?:explain|why\\s+(?:is|was|does|did|are)|what\\s+does\\s+.{1,80}\\s+mean"
            + "|meaning\\s+of|in\\s+plain\\s+(?:english|language|terms)|walk\\s+me\\s+through|(?:rated|flagged|scored|marked)\\s+"
            + "(?:as\\s+)?(?:aggressive|cautious|red|yellow|risky)|(?:gap|risk)\\s+score|what\\s+is\\s+(?:the\\s+)?(?:risk|problem|issue)"
            + "\\s+with|what(?:'s|\\s+is)\\s+wrong\\s+with|tell\\s+me\\s+about\\s+(?:clause|section)|summari[sz]e)", FLAGS)),
        new Rule(Intent.FIND, 0.9, Pattern.compile("\\b(?:where\\s+(?:does|is|do|in)|which\\s+(?:clause|section|paragraph|part)"
            + "|find\\b|locate\\b|show\\s+me|quote\\b|is\\s+there\\s+(?:a|an|any)|are\\s+there\\s+any|does\\s+(?:it|the\\s+(?:nda|agreement|"
            + "document|contract))\\s+(?:say|mention|contain|have|include|cover|address|allow|permit|require|let|define|limit)"
            + "|can\\s+(?:they|we|i|the\\s+\\w+(?:\\s+party)?)\\s+(?:share|disclose|keep|retain|use|copy|tell|give|show|hire|reverse)"
            + "|are\\s+(?:we|they)\\s+allowed|how\\s+long\\s+(?:does|do|is|are|will)|who\\s+(?:are|is)\\s+the\\s+part(?:y|ies)"
            + "|what\\s+(?:is|are)\\s+the\\s+(?:term|governing\\s+law|effective\\s+date|parties|purpose|confidentiality\\s+period))",
            FLAGS)),
        new Rule(Intent.GENERAL, 0.86, Pattern.compile("\\b(?:what\\s+(?:is|'s)\\s+an?\\s+(?:nda|non-disclosure\\s+agreement)"
            + "|what\\s+can\\s+you\\s+do|how\\s+do(?:es)?\\s+(?:you|clauselens)\\s+work|^help\\b)", FLAGS)));

    /** The model's classification of a question. */
    public record RouteAnswer(String intent, double confidence, String reason) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final AnswerSchema<RouteAnswer> SCHEMA = new AnswerSchema<>("route_question",
        "Records which kind of request the user's question is.", schema(), RouteAnswer.class,
        answer -> Intent.fromId(answer.intent()).isPresent() ? List.of() : List.of("intent must be one of the listed ids"));
    private static final String SYSTEM = """
        You route questions a lawyer asks about an NDA that ClauseLens has analysed. Pick the one kind of request the \
        question is:
        %s
        Answer only by calling route_question, with your confidence from 0 to 1.
        %s""".formatted(Arrays.stream(Intent.values()).map(i -> "- " + i.id() + ": " + i.description())
        .collect(Collectors.joining("\n")), UntrustedText.SYSTEM_RULE.replace("<document-…>", "<question-…>"));

    /** The rules' reading of a question: the best match, or GENERAL at confidence 0 when nothing matches. */
    public Routing rules(String question) {
        List<Routing> matches = new ArrayList<>();
        List<Routing> decisive = new ArrayList<>();
        for (Rule rule : RULES) {
            Matcher matcher = rule.pattern().matcher(question);
            if (matcher.find()) {
                var routing = new Routing(rule.intent(), Routing.RULES, rule.confidence(), "matched \"" + matcher.group() + "\"");
                matches.add(routing);
                if (rule.decisive()) {
                    decisive.add(routing);
                }
            }
        }
        if (matches.isEmpty()) {
            return new Routing(Intent.GENERAL, Routing.RULES, 0.0, "no pattern matched");
        }
        matches.sort(Comparator.comparingDouble(Routing::confidence).reversed());
        Routing best = matches.getFirst();
        Optional<Routing> rival = matches.stream().skip(1).filter(m -> m.intent() != best.intent()
            && m.confidence() >= THRESHOLD).findFirst();
        if (rival.isPresent() && !decisive.contains(best)) {
            return new Routing(best.intent(), Routing.RULES, CONFLICT, best.reason() + ", but also " + rival.get().intent().id()
                + " (" + rival.get().reason() + ")");
        }
        return best;
    }

    /**
     * Routes a question: by the rules when they are sure, else by the model through {@code gateway}
     * ({@code null}: no model, the rules' guess stands).
     */
    public Routing route(String question, ModelGateway gateway) {
        Routing rules = rules(question);
        if (rules.confidence() >= THRESHOLD || gateway == null) {
            return rules;
        }
        try {
            UntrustedText.Fenced fenced = UntrustedText.fence("question", question);
            var answer = gateway.ask(Agent.ROUTER, new Prompt(List.of(ContentBlock.text(SYSTEM), ContentBlock.cachePoint()),
                List.of(ContentBlock.text("The user's question:\n" + fenced.block())), 200, 0.0), SCHEMA).value();
            return new Routing(Intent.fromId(answer.intent()).orElseThrow(), Routing.MODEL, answer.confidence(),
                answer.reason() == null || answer.reason().isBlank() ? "the model's classification" : answer.reason());
        } catch (ClauseLensException e) {
            return new Routing(rules.intent(), Routing.RULES, rules.confidence(), rules.reason() + "; the model could not "
                + "route it (" + e.code() + ")");
        }
    }

    private static com.fasterxml.jackson.databind.JsonNode schema() {
        try {
            return JSON.readTree("""
                {"type": "object", "required": ["intent", "confidence"], "additionalProperties": false, "properties": {
                  "intent": {"enum": %s},
                  "confidence": {"type": "number", "minimum": 0, "maximum": 1},
                  "reason": {"type": "string", "maxLength": 200}}}""".formatted(JSON.writeValueAsString(
                Arrays.stream(Intent.values()).map(Intent::id).toList())));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
