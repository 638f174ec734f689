package dev.clauselens.lambda;

import java.time.Clock;
import java.time.Duration;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.http.SdkHttpMethod;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4FamilyHttpSigner;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4HttpSigner;
import software.amazon.awssdk.http.auth.spi.signer.HttpSigner;

/**
 * An RDS IAM authentication token: a SigV4 presigned {@code connect} request for service
 * {@code rds-db}, without its scheme, valid 15 minutes. This is what the SDK's
 * {@code RdsUtilities} makes, signed here with the SDK's own signer: the {@code rds} client module
 * would add 6 MB to every function for this one call.
 */
public final class RdsIamToken implements Supplier<String> {
    private static final Duration VALID_FOR = Duration.ofMinutes(15);

    private final AwsV4HttpSigner signer = AwsV4HttpSigner.create();
    private final String host;
    private final int port;
    private final String user;
    private final String region;
    private final AwsCredentialsProvider credentials;
    private final Clock clock;

    public RdsIamToken(String host, int port, String user, String region, AwsCredentialsProvider credentials, Clock clock) {
        this.host = host;
        this.port = port;
        this.user = user;
        this.region = region;
        this.credentials = credentials;
        this.clock = clock;
    }

    @Override
    public String get() {
        SdkHttpRequest request = SdkHttpRequest.builder()
            .method(SdkHttpMethod.GET).protocol("https").host(host).port(port).encodedPath("/")
            .putRawQueryParameter("Action", "connect")
            .putRawQueryParameter("DBUser", user)
            .build();
        var signed = signer.sign(sign -> sign.identity(credentials.resolveCredentials()).request(request)
            .putProperty(AwsV4HttpSigner.REGION_NAME, region)
            .putProperty(AwsV4FamilyHttpSigner.SERVICE_SIGNING_NAME, "rds-db")
            .putProperty(AwsV4FamilyHttpSigner.AUTH_LOCATION, AwsV4FamilyHttpSigner.AuthLocation.QUERY_STRING)
            .putProperty(AwsV4FamilyHttpSigner.EXPIRATION_DURATION, VALID_FOR)
            .putProperty(HttpSigner.SIGNING_CLOCK, clock));
        return signed.request().getUri().toString().substring("https://".length());
    }
}
