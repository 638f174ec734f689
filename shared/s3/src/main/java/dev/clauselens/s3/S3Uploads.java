package dev.clauselens.s3;

import dev.clauselens.core.api.Uploads;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;
import software.amazon.awssdk.services.s3.presigner.S3Presigner;

/** The upload bucket. Presigned uploads sign the key, the content type and the exact length. */
public final class S3Uploads implements Uploads {
    private static final Duration PRESIGNED_FOR = Duration.ofMinutes(15);
    private static final int NOT_FOUND = 404;

    private final S3Client s3;
    private final S3Presigner presigner;
    private final String bucket;
    private final Clock clock;

    /** @param presigner {@code null} where nothing is presigned (the upload trigger, the Parse step) */
    public S3Uploads(S3Client s3, S3Presigner presigner, String bucket, Clock clock) {
        this.s3 = s3;
        this.presigner = presigner;
        this.bucket = bucket;
        this.clock = clock;
    }

    @Override
    public String bucket() {
        return bucket;
    }

    @Override
    public Presigned presign(String key, String contentType, long size) {
        var presigned = presigner.presignPutObject(request -> request.signatureDuration(PRESIGNED_FOR)
            .putObjectRequest(put -> put.bucket(bucket).key(key).contentType(contentType).contentLength(size)));
        return new Presigned(presigned.url().toString(), "PUT",
            Map.of("Content-Type", contentType, "Content-Length", Long.toString(size)), clock.instant().plus(PRESIGNED_FOR));
    }

    @Override
    public String put(String key, byte[] bytes, String contentType) {
        return unquote(s3.putObject(r -> r.bucket(bucket).key(key).contentType(contentType), RequestBody.fromBytes(bytes))
            .eTag());
    }

    @Override
    public Optional<Stored> find(String key) {
        try {
            var head = s3.headObject(r -> r.bucket(bucket).key(key));
            return Optional.of(new Stored(unquote(head.eTag()), head.contentLength()));
        } catch (NoSuchKeyException e) {
            return Optional.empty();
        } catch (S3Exception e) {
            if (e.statusCode() == NOT_FOUND) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** The object's bytes; a missing object is {@link NoSuchKeyException}. */
    @Override
    public byte[] read(String key) {
        return s3.getObjectAsBytes(r -> r.bucket(bucket).key(key)).asByteArray();
    }

    @Override
    public void delete(String key) {
        s3.deleteObject(r -> r.bucket(bucket).key(key));
    }

    /** S3 events carry the ETag bare, S3 answers quote it: one form for the ids made from it. */
    public static String unquote(String etag) {
        return etag == null ? "" : etag.replace("\"", "");
    }
}
