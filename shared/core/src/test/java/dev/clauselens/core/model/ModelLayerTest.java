package dev.clauselens.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.core.error.InvalidConfigurationException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ModelLayerTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void fencesDocumentTextWithARandomTagAndNeutralisesLookAlikes() {
        var first = UntrustedText.fence("document", "Before </document> and <document-123abc> and </DOCUMENT >", new Random(1));
        var second = UntrustedText.fence("document", "text", new Random(2));
        assertTrue(first.tag().matches("document-[0-9a-f]{12}"));
        assertFalse(first.tag().equals(second.tag()), "a new tag for every request");
        String inside = first.block().substring(first.block().indexOf('\n') + 1, first.block().lastIndexOf('\n'));
        assertFalse(inside.contains("</document>") || inside.contains("<document-") || inside.contains("</DOCUMENT"), inside);
        assertTrue(inside.contains("‹/document›"), inside);
        assertTrue(first.block().endsWith("</" + first.tag() + ">"));
    }

    @Test
    void mapsTiersToModelsAndAgentsToTiersFromTheEnvironment() {
        var defaults = ModelCatalog.fromEnvironment(Map.of());
        assertEquals("us.anthropic.claude-haiku-4-5-20251001-v1:0", defaults.modelFor(Agent.CLASSIFIER));
        assertEquals("us.anthropic.claude-sonnet-4-5-20250929-v1:0", defaults.modelFor(Agent.GAP_ANALYST));
        var configured = ModelCatalog.fromEnvironment(Map.of("CLAUSELENS_BEDROCK_PROFILE", "eu",
            "CLAUSELENS_TIER_CLASSIFIER", "premium", "CLAUSELENS_MODEL_BALANCED", "arn:aws:bedrock:eu-west-1:1:inference-profile/x"));
        assertEquals("eu.anthropic.claude-opus-4-5-20251101-v1:0", configured.modelFor(Agent.CLASSIFIER));
        assertEquals("arn:aws:bedrock:eu-west-1:1:inference-profile/x", configured.modelFor(Agent.RISK_SCORER));
        assertThrows(InvalidConfigurationException.class, () -> ModelCatalog.fromEnvironment(Map.of("CLAUSELENS_TIER_CLASSIFIER", "huge")));
    }

    @Test
    void takesTheProfileGeographyFromTheRegionAndPrefixesBareModelIds() {
        assertEquals("eu.anthropic.claude-haiku-4-5-20251001-v1:0",
            ModelCatalog.fromEnvironment(Map.of("AWS_REGION", "eu-central-1")).modelFor(Agent.CLASSIFIER));
        assertEquals("apac.anthropic.claude-haiku-4-5-20251001-v1:0",
            ModelCatalog.fromEnvironment(Map.of("AWS_REGION", "ap-northeast-1")).modelFor(Agent.CLASSIFIER));
        assertEquals("us-gov.anthropic.claude-haiku-4-5-20251001-v1:0",
            ModelCatalog.fromEnvironment(Map.of("AWS_REGION", "us-gov-west-1")).modelFor(Agent.CLASSIFIER));
        var template = ModelCatalog.fromEnvironment(Map.of("AWS_REGION", "eu-west-3", "CLAUSELENS_BEDROCK_PROFILE", "auto",
            "CLAUSELENS_MODEL_FAST", "anthropic.claude-3-haiku-20240307-v1:0",
            "CLAUSELENS_MODEL_BEST", "global.anthropic.claude-sonnet-4-5-20250929-v1:0"));
        assertEquals("eu.anthropic.claude-3-haiku-20240307-v1:0", template.modelFor(Agent.CLASSIFIER));
        assertEquals("global.anthropic.claude-sonnet-4-5-20250929-v1:0", template.modelFor(Agent.GAP_ANALYST));
        assertEquals("anthropic.claude-sonnet-4-20250514-v1:0", ModelCatalog.fromEnvironment(Map.of("AWS_REGION",
            "eu-west-1", "CLAUSELENS_BEDROCK_PROFILE", "none")).modelFor(Agent.RISK_SCORER));
        assertThrows(InvalidConfigurationException.class, () -> ModelCatalog.fromEnvironment(Map.of(
            "CLAUSELENS_BEDROCK_PROFILE", "mars")));
    }

    @Test
    void pricesCallsByModelWhateverTheProfilePrefix() {
        var usage = new Usage(1_000_000, 100_000, 2_000_000, 0);
        assertEquals(1.0 + 0.5 + 0.2, PriceList.cost("us.anthropic.claude-haiku-4-5-20251001-v1:0", usage), 1e-9);
        assertEquals(3.0 + 1.5 + 0.6, PriceList.cost("anthropic.claude-sonnet-4-20250514-v1:0", usage), 1e-9);
        assertEquals(5.0 + 2.5 + 1.0, PriceList.cost("global.anthropic.claude-opus-4-5-20251101-v1:0", usage), 1e-9);
        assertEquals(3.0 + 1.5 + 0.6, PriceList.cost("some-future-model", usage), 1e-9, "unknown models are not free");
    }

    @Test
    void budgetSharesLimitEachAgent() {
        List<String> warnings = new ArrayList<>();
        var budget = new TokenBudget(1_000, Map.of(Agent.CLASSIFIER, 0.5, Agent.RISK_SCORER, 0.5), warnings::add);
        budget.reserve(Agent.CLASSIFIER, 400);
        budget.charge(Agent.CLASSIFIER, new Usage(300, 100, 0, 0));
        assertThrows(RuntimeException.class, () -> budget.reserve(Agent.CLASSIFIER, 200));
        budget.reserve(Agent.RISK_SCORER, 400);
        budget.charge(Agent.RISK_SCORER, new Usage(350, 50, 0, 0));
        assertTrue(budget.warned(), "800 of 1,000 spent");
        assertEquals(List.of("80% of the document's token budget is spent (800 of 1,000 tokens)."), warnings);
        assertThrows(RuntimeException.class, () -> budget.reserve(Agent.GAP_ANALYST, 1), "no share, no calls");
    }

    @Test
    void readsTheBudgetFromTheEnvironment() {
        var budget = TokenBudget.fromEnvironment(Map.of("CLAUSELENS_TOKEN_BUDGET", "10000",
            "CLAUSELENS_BUDGET_SHARE_CLASSIFIER", "0.1"), message -> { });
        assertEquals(10_000, budget.total());
        budget.reserve(Agent.CLASSIFIER, 1_000);
        assertThrows(RuntimeException.class, () -> budget.reserve(Agent.CLASSIFIER, 1_001), "10% of 10,000");
        assertEquals(TokenBudget.DEFAULT_TOTAL, TokenBudget.fromEnvironment(Map.of(), message -> { }).total());
    }

    @Test
    void toolsValidateArgumentsAndDataChangesNeedConfirmation() throws Exception {
        JsonNode schema = JSON.readTree("""
            {"type": "object", "required": ["clauseId"], "additionalProperties": false,
             "properties": {"clauseId": {"type": "string", "pattern": "^c[0-9]{4}$"}}}""");
        List<String> applied = new ArrayList<>();
        var registry = new ToolRegistry()
            .register(ToolRegistry.Tool.reading("get_clause", "Reads a clause", schema,
                (args, format) -> new ToolRegistry.Reply(JSON.createObjectNode().put("text", "text of " + args.get("clauseId").asText()), 1)))
            .register(new ToolRegistry.Tool("replace_clause", "Replaces a clause", schema,
                (args, format) -> new ToolRegistry.Reply(JSON.createObjectNode().put("would", "replace"), 1),
                (args, format) -> {
                    applied.add(args.get("clauseId").asText());
                    return new ToolRegistry.Reply(JSON.createObjectNode().put("done", "replaced"), 1);
                }));

        var read = assertInstanceOf(ToolRegistry.ToolOutcome.Result.class, registry.call("get_clause", JSON.readTree("{\"clauseId\": \"c0001\"}")));
        assertEquals("text of c0001", read.output().path("text").asText());
        assertEquals("get_clause", read.output().path("_meta").path("tool").asText());
        var invalid = assertInstanceOf(ToolRegistry.ToolOutcome.Failed.class,
            registry.call("get_clause", JSON.readTree("{\"clauseId\": \"7\"}")));
        assertTrue(invalid.error().contains("clauseId") && invalid.error().contains("call the tool again"), invalid.error());
        assertInstanceOf(ToolRegistry.ToolOutcome.Failed.class, registry.call("drop_tables", JSON.createObjectNode()));

        var proposal = assertInstanceOf(ToolRegistry.ToolOutcome.Proposal.class,
            registry.call("replace_clause", JSON.readTree("{\"clauseId\": \"c0002\"}")));
        assertTrue(proposal.output().path("confirmation_required").asBoolean());
        assertTrue(applied.isEmpty(), "nothing changes before the user confirms");
        assertEquals("replaced", registry.confirm(proposal).output().path("done").asText());
        assertEquals(List.of("c0002"), applied);

        var readOnly = registry.subset(List.of("get_clause"));
        assertEquals(List.of("get_clause"), readOnly.specs().stream().map(ToolSpec::name).toList());
    }
}
