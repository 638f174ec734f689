package dev.clauselens.core.model;

import dev.clauselens.core.error.InvalidConfigurationException;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * Which model each tier means and which tier each agent uses. Defaults: fast = Claude Haiku 4.5,
 * balanced = Claude Sonnet 4, best = Claude Sonnet 4.5, premium = Claude Opus 4.5, called through a
 * cross-region inference profile ({@code us.} unless {@code CLAUSELENS_BEDROCK_PROFILE} says
 * {@code eu}, {@code apac}, {@code global} or {@code none}); the classifier on fast, the risk
 * scorer on balanced, the gap analyst on best.
 *
 * <p>Environment: {@code CLAUSELENS_MODEL_FAST|BALANCED|BEST|PREMIUM} replace a tier's model id
 * (used exactly as given, so an ARN or a profile id works), {@code CLAUSELENS_TIER_CLASSIFIER|
 * RISK_SCORER|GAP_ANALYST} move an agent to another tier (per function).
 */
public record ModelCatalog(Map<ModelTier, String> models, Map<Agent, ModelTier> tiers) {
    private static final Map<ModelTier, String> DEFAULT_MODELS = Map.of(
        ModelTier.FAST, "anthropic.claude-haiku-4-5-20251001-v1:0",
        ModelTier.BALANCED, "anthropic.claude-sonnet-4-20250514-v1:0",
        ModelTier.BEST, "anthropic.claude-sonnet-4-5-20250929-v1:0",
        ModelTier.PREMIUM, "anthropic.claude-opus-4-5-20251101-v1:0");
    private static final Map<Agent, ModelTier> DEFAULT_TIERS = Map.of(
        Agent.CLASSIFIER, ModelTier.FAST, Agent.RISK_SCORER, ModelTier.BALANCED, Agent.GAP_ANALYST, ModelTier.BEST);

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
        String profile = env.getOrDefault("CLAUSELENS_BEDROCK_PROFILE", "us").strip().toLowerCase(Locale.ROOT);
        if (!profile.matches("none|us|eu|apac|global|us-gov|jp|au")) {
            throw new InvalidConfigurationException("CLAUSELENS_BEDROCK_PROFILE must be none, us, eu, apac or global, not " + profile);
        }
        String prefix = profile.equals("none") ? "" : profile + ".";
        Map<ModelTier, String> models = new EnumMap<>(ModelTier.class);
        for (ModelTier tier : ModelTier.values()) {
            String configured = env.get("CLAUSELENS_MODEL_" + tier.name());
            models.put(tier, configured != null && !configured.isBlank() ? configured.strip() : prefix + DEFAULT_MODELS.get(tier));
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

    public String modelFor(Agent agent) {
        return models.get(tiers.getOrDefault(agent, ModelTier.BALANCED));
    }
}
