package dev.clauselens.functions.riskscorer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.stage.Step;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.lambda.StepFunction;

/** The Score risk state's Map iteration: one clause batch, {@code {tenantId, analysisId, documentId, batch}}. */
public final class RiskScorerFunction extends StepFunction {

    /** Used by the Lambda runtime: one runtime per container. */
    public RiskScorerFunction() {
        this(FunctionRuntime.fromEnvironment(BedrockLanguageModel::fromEnvironment));
    }

    public RiskScorerFunction(FunctionRuntime runtime) {
        super(Stage.SCORE_RISK, runtime);
    }

    @Override
    protected Step run(Step step, JsonNode input, Progress progress) {
        return runtime.stages().scoreRisk(step, progress);
    }
}
