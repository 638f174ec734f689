package dev.clauselens.functions.parser;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.stage.DocumentStore;
import dev.clauselens.core.stage.ParseRequest;
import dev.clauselens.core.stage.ParseResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * Uploads and parsed documents in S3. A parsed document is written as JSON with its summary in
 * object metadata, so a retried step can answer from a HEAD request without reading it back.
 */
final class S3DocumentStore implements DocumentStore {
    private static final String SUMMARY_METADATA = "clauselens-summary";
    private static final int NOT_FOUND = 404;

    private final S3Client s3;
    private final ObjectMapper json;

    S3DocumentStore(S3Client s3, ObjectMapper json) {
        this.s3 = s3;
        this.json = json;
    }

    @Override
    public byte[] read(String bucket, String key, long maxBytes) {
        try {
            long size = s3.headObject(request -> request.bucket(bucket).key(key)).contentLength();
            if (size > maxBytes) {
                throw new DocumentRejectedException(ErrorCode.TOO_LARGE,
                    "The file is %,d KB; ClauseLens accepts files up to %,d KB.".formatted(size / 1024, maxBytes / 1024));
            }
            return s3.getObjectAsBytes(request -> request.bucket(bucket).key(key)).asByteArray();
        } catch (NoSuchKeyException e) {
            throw missing(key);
        } catch (S3Exception e) {
            if (e.statusCode() == NOT_FOUND) {
                throw missing(key);
            }
            throw e;
        }
    }

    @Override
    public Optional<ParseResult> findParsed(ParseRequest request) {
        try {
            var head = s3.headObject(r -> r.bucket(request.bucket()).key(request.parsedKey()));
            String summary = head.metadata().get(SUMMARY_METADATA);
            return summary == null ? Optional.empty() : Optional.of(json.readValue(summary, ParseResult.class));
        } catch (NoSuchKeyException e) {
            return Optional.empty();
        } catch (S3Exception e) {
            if (e.statusCode() == NOT_FOUND) {
                return Optional.empty();
            }
            throw e;
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    @Override
    public void saveParsed(ParseRequest request, ParsedDocument document, ParseResult summary) {
        try {
            byte[] body = json.writeValueAsBytes(document);
            String metadata = json.writeValueAsString(summary);
            s3.putObject(r -> r.bucket(request.bucket()).key(request.parsedKey())
                    .contentType("application/json")
                    .metadata(Map.of(SUMMARY_METADATA, metadata)),
                RequestBody.fromBytes(body));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InvalidInputException missing(String key) {
        return new InvalidInputException("There is no uploaded document at '" + key + "'.");
    }
}
