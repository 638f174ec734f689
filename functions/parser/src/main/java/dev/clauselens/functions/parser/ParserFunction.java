package dev.clauselens.functions.parser;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.bedrock.BedrockClients;
import dev.clauselens.bedrock.BedrockConfig;
import dev.clauselens.bedrock.TitanEmbeddingModel;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.agent.ParseStep;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.api.Uploads;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.stage.ParseRequest;
import dev.clauselens.core.stage.Step;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.documents.extract.Extractors;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.lambda.StepFunction;
import dev.clauselens.s3.S3Uploads;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;

/**
 * The Parse state: takes the execution's input {@code {tenantId, analysisId, documentId, bucket, key}},
 * reads the upload from S3, parses and embeds it into the analysis store and hands on the clause
 * batches. A document that cannot be analysed ends the step with {@link DocumentRejectedException},
 * recorded on the analysis with its code.
 */
public final class ParserFunction extends StepFunction {
    private final S3Client s3;
    private final ParserFunctionConfig config;
    private final ParseStep parse;

    /** Used by the Lambda runtime: clients and the embedding model are built once per container. */
    public ParserFunction() {
        this(FunctionRuntime.fromEnvironment(FunctionRuntime.ModelAccess.NONE), S3Client.builder().httpClientBuilder(Apache5HttpClient.builder()).build(),
            ParserFunctionConfig.fromEnvironment(System.getenv()));
    }

    public ParserFunction(FunctionRuntime runtime, S3Client s3, ParserFunctionConfig config) {
        super(Stage.PARSE, runtime);
        this.s3 = s3;
        this.config = config;
        this.parse = new ParseStep(new StandardDocumentParser(config.limits()), embeddings(config), runtime.store(),
            runtime.clock());
    }

    @Override
    protected Step run(Step step, JsonNode input, Progress progress) {
        ParseRequest request = read(input, ParseRequest.class);
        return parse.run(request.step(), () -> read(request), progress);
    }

    private static EmbeddingModel embeddings(ParserFunctionConfig config) {
        return switch (config.embeddingModel()) {
            case ParserFunctionConfig.TITAN -> new TitanEmbeddingModel(
                BedrockClients.create(BedrockConfig.fromEnvironment(System.getenv())), config.embeddingDimensions());
            default -> new BgeSmallEmbeddingModel();
        };
    }

    /** The upload's bytes; one larger than the limit is refused from its size, before it is read. */
    private DocumentSource read(ParseRequest request) {
        S3Uploads uploads = new S3Uploads(s3, null, request.bucket(), runtime.clock());
        Uploads.Stored stored = uploads.find(request.key()).orElseThrow(() -> missing(request.key()));
        Extractors.checkSize(stored.size(), config.limits());
        try {
            return new DocumentSource(request.key().substring(request.key().lastIndexOf('/') + 1),
                uploads.read(request.key()));
        } catch (NoSuchKeyException e) {
            throw missing(request.key());
        }
    }

    private static InvalidInputException missing(String key) {
        return new InvalidInputException("There is no uploaded document at '" + key + "'.");
    }
}
