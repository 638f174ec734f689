package dev.clauselens.functions.classifier;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.stage.Step;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.lambda.StepFunction;

/** The Classify state's Map iteration: one clause batch, {@code {tenantId, analysisId, documentId, batch}}. */
public final class ClassifierFunction extends StepFunction {

    /** Used by the Lambda runtime: one runtime per container. */
    public ClassifierFunction() {
        this(FunctionRuntime.fromEnvironment(BedrockLanguageModel::fromEnvironment));
    }

    public ClassifierFunction(FunctionRuntime runtime) {
        super(Stage.CLASSIFY, runtime);
    }

    @Override
    protected Step run(Step step, JsonNode input, Progress progress) {
        return runtime.stages().classify(step, progress);
    }
}
