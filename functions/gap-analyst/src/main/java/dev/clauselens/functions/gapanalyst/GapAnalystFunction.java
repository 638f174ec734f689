package dev.clauselens.functions.gapanalyst;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.stage.Step;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.lambda.StepFunction;

/** The Analyse gaps state: missing protections, weak clauses and the 17 hypotheses of the whole document. */
public final class GapAnalystFunction extends StepFunction {

    /** Used by the Lambda runtime: one runtime per container. */
    public GapAnalystFunction() {
        this(FunctionRuntime.fromEnvironment(BedrockLanguageModel::fromEnvironment));
    }

    public GapAnalystFunction(FunctionRuntime runtime) {
        super(Stage.ANALYSE_GAPS, runtime);
    }

    @Override
    protected Step run(Step step, JsonNode input, Progress progress) {
        return runtime.stages().analyseGaps(step, progress);
    }
}
