package dev.clauselens.functions.finalize;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.stage.Step;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.lambda.StepFunction;

/** The Finalize state: the analysis is marked succeeded, with its overall score as the step's count. */
public final class FinalizeFunction extends StepFunction {

    /** Used by the Lambda runtime: one runtime per container. */
    public FinalizeFunction() {
        this(FunctionRuntime.fromEnvironment(FunctionRuntime.ModelAccess.NONE));
    }

    public FinalizeFunction(FunctionRuntime runtime) {
        super(Stage.FINALIZE, runtime);
    }

    @Override
    protected Step run(Step step, JsonNode input, Progress progress) {
        return runtime.stages().finalizeAnalysis(step, progress);
    }
}
