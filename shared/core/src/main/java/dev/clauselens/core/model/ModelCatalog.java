package dev.clauselens.core.model;

import dev.clauselens.core.error.InvalidConfigurationException;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * Which model each tier means and which tier each agent uses. Defaults: fast = Claude Haiku 4.5,
 * balanced = Claude Sonnet 4, best = Claude Sonnet 4.5, premium = Claude Opus 4.5, called through a
 * cross-region inference profile; the classifier on fast, the risk scorer on balanced, the gap
 * analyst on best; the assistant's router and research agents on fast, its advisor on balanced and its
 * drafter on best.
 *
 * <p>The profile's geography is {@code CLAUSELENS_BEDROCK_PROFILE}: {@code us}, {@code eu},
 * {@code apac}, {@code jp}, {@code au}, {@code us-gov}, {@code global}, {@code none} (the foundation
 * model in the region itself) or {@code auto}, the default, which follows {@code AWS_REGION} (us-gov-*
 * -> us-gov; eu-*, il-* -> eu; ap-*, me-* -> apac; any other -> us): a {@code us.} profile fails outside
 * US regions.
 *
 * <p>Environment: {@code CLAUSELENS_MODEL_FAST|BALANCED|BEST|PREMIUM} replace a tier's model id; a
 * bare foundation-model id gets the geography's prefix, an id that has one or an ARN is used as
 * given. {@code CLAUSELENS_TIER_<AGENT>} ({@code CLASSIFIER}, {@code RISK_SCORER}, {@code GAP_ANALYST}, {@code ROUTER},
 * {@code DOCUMENT_RESEARCH}, {@code MARKET_RESEARCH}, {@code ADVISOR}, {@code DRAFTER}) moves an agent to another tier.
 */
public record ModelCatalog(Map<ModelTier, String> models, Map<Agent, ModelTier> tiers) {
    private static final Map<ModelTier, String> DEFAULT_MODELS = Map.of(
        ModelTier.FAST, "anthropic.claude-haiku-4-5-20251001-v1:0",
        ModelTier.BALANCED, "anthropic.claude-sonnet-4-20250514-v1:0",
        ModelTier.BEST, "anthropic.claude-sonnet-4-5-20250929-v1:0",
        ModelTier.PREMIUM, "anthropic.claude-opus-4-5-20251101-v1:0");
    private static final Map<Agent, ModelTier> DEFAULT_TIERS = Map.of(
        Agent.CLASSIFIER, ModelTier.FAST, Agent.RISK_SCORER, ModelTier.BALANCED, Agent.GAP_ANALYST, ModelTier.BEST,
        Agent.ROUTER, ModelTier.FAST, Agent.DOCUMENT_RESEARCH, ModelTier.FAST, Agent.MARKET_RESEARCH, ModelTier.FAST,
        Agent.ADVISOR, ModelTier.BALANCED, Agent.DRAFTER, ModelTier.BEST);
    private static final String GEOGRAPHIES = "us|eu|apac|jp|au|us-gov|global";

    public ModelCatalog {
        models = Map.copyOf(models);
        tiers = Map.copyOf(tiers);
        for (ModelTier tier : ModelTier.values()) {
            if (!models.containsKey(tier)) {
                throw new IllegalArgumentException("no model for tier " + tier);
            }
        }
    }

    public static ModelCatalog fromEnvironment(Map<String, String> env) {
        String profile = env.getOrDefault("CLAUSELENS_BEDROCK_PROFILE", "auto").strip().toLowerCase(Locale.ROOT);
        if (profile.equals("auto")) {
            profile = geographyOf(env.getOrDefault("AWS_REGION", ""));
        }
        if (!profile.matches(GEOGRAPHIES + "|none")) {
            throw new InvalidConfigurationException("CLAUSELENS_BEDROCK_PROFILE must be auto, none or one of "
                + GEOGRAPHIES.replace("|", ", ") + ", not " + profile);
        }
        String prefix = profile.equals("none") ? "" : profile + ".";
        Map<ModelTier, String> models = new EnumMap<>(ModelTier.class);
        for (ModelTier tier : ModelTier.values()) {
            String configured = env.get("CLAUSELENS_MODEL_" + tier.name());
            String model = configured != null && !configured.isBlank() ? configured.strip() : DEFAULT_MODELS.get(tier);
            models.put(tier, model.startsWith("arn:") || model.matches("(" + GEOGRAPHIES + ")\\..+") ? model : prefix + model);
        }
        Map<Agent, ModelTier> tiers = new EnumMap<>(DEFAULT_TIERS);
        for (Agent agent : Agent.values()) {
            String configured = env.get("CLAUSELENS_TIER_" + agent.envName());
            if (configured != null && !configured.isBlank()) {
                try {
                    tiers.put(agent, ModelTier.valueOf(configured.strip().toUpperCase(Locale.ROOT)));
                } catch (IllegalArgumentException e) {
                    throw new InvalidConfigurationException("CLAUSELENS_TIER_" + agent.envName()
                        + " must be fast, balanced, best or premium, not " + configured, e);
                }
            }
        }
        return new ModelCatalog(models, tiers);
    }

    /** The inference-profile geography serving {@code region}, for {@code auto}. */
    static String geographyOf(String region) {
        String area = region.toLowerCase(Locale.ROOT);
        if (area.startsWith("us-gov-")) {
            return "us-gov";
        }
        return switch (area.split("-")[0]) {
            case "eu", "il" -> "eu";
            case "ap", "me" -> "apac";
            default -> "us";
        };
    }

    public String modelFor(Agent agent) {
        return models.get(tiers.getOrDefault(agent, ModelTier.BALANCED));
    }
}
