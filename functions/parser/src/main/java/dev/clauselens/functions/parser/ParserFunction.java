package dev.clauselens.functions.parser;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.stage.ParseRequest;
import dev.clauselens.core.stage.ParseStage;
import dev.clauselens.documents.StandardDocumentParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * The Parse state's Lambda function. Takes {@code {tenantId, analysisId, documentId, bucket, key}},
 * returns the {@link dev.clauselens.core.stage.ParseResult}; a document that cannot be parsed ends
 * the step with {@code dev.clauselens.core.error.DocumentRejectedException}, which the state machine
 * names in its Catch.
 */
public final class ParserFunction implements RequestStreamHandler {
    private static final ObjectMapper JSON = new ObjectMapper()
        .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final ParseStage stage;

    /** Used by the Lambda runtime: one S3 client per container. */
    public ParserFunction() {
        this(S3Client.builder().httpClientBuilder(Apache5HttpClient.builder()).build(),
            ParserFunctionConfig.fromEnvironment(System.getenv()));
    }

    ParserFunction(S3Client s3, ParserFunctionConfig config) {
        this.stage = new ParseStage(new S3DocumentStore(s3, JSON), new StandardDocumentParser(config.limits()),
            config.limits().maxBytes());
    }

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        JSON.writeValue(output, stage.run(read(input)));
    }

    /** A malformed request fails as {@link InvalidInputException}, the type the state machine names. */
    private static ParseRequest read(InputStream input) throws IOException {
        try {
            return JSON.readValue(input, ParseRequest.class);
        } catch (JsonProcessingException e) {
            if (e.getCause() instanceof ClauseLensException typed) {
                throw typed;
            }
            throw new InvalidInputException("The Parse step's input is not valid: " + e.getOriginalMessage());
        }
    }
}
