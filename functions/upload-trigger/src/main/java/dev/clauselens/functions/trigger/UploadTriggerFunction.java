package dev.clauselens.functions.trigger;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.S3Event;
import com.amazonaws.services.lambda.runtime.events.models.s3.S3EventNotification.S3EventNotificationRecord;
import dev.clauselens.core.analysis.TenantId;
import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.stage.ParseRequest;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.s3.S3Uploads;
import dev.clauselens.start.AwsStarts;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * S3 upload notifications: an object under {@code uploads/{tenant}/} starts its analysis. The
 * execution's name follows from the tenant, key and ETag, so a duplicated event starts nothing new.
 * Returns the analysis ids, for the function's log.
 */
public final class UploadTriggerFunction implements RequestHandler<S3Event, List<String>> {
    private final AnalysisApi api;

    /** Used by the Lambda runtime: clients built once per container. */
    public UploadTriggerFunction() {
        this(AwsStarts.analysisApi(FunctionRuntime.fromEnvironment(FunctionRuntime.ModelAccess.NONE), System.getenv(),
            false));
    }

    public UploadTriggerFunction(AnalysisApi api) {
        this.api = api;
    }

    @Override
    public List<String> handleRequest(S3Event event, Context context) {
        List<String> started = new ArrayList<>();
        for (S3EventNotificationRecord record : event.getRecords()) {
            String key = URLDecoder.decode(record.getS3().getObject().getKey(), StandardCharsets.UTF_8);
            String tenant = tenantOf(key);
            if (tenant == null) {
                System.out.println("ignored: " + key + " is not an upload under uploads/{tenant}/");
                continue;
            }
            started.add(api.start(tenant, key, S3Uploads.unquote(record.getS3().getObject().geteTag())).analysisId());
        }
        return started;
    }

    /** The tenant of {@code uploads/{tenant}/...}, or null for any other key. */
    static String tenantOf(String key) {
        String[] parts = key.split("/", 3);
        if (parts.length < 3 || !parts[0].equals("uploads") || parts[2].isBlank()) {
            return null;
        }
        try {
            TenantId.require(parts[1]);
            return key.startsWith(ParseRequest.uploadPrefix(parts[1])) ? parts[1] : null;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
