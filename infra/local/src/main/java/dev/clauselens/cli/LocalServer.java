package dev.clauselens.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.api.ApiResponse;
import dev.clauselens.core.api.ConversationApi;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.documents.redline.DocumentRedlines;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidConfigurationException;
import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;

/**
 * The HTTP API of {@code clauselens serve}: the same routes and JSON as API Gateway
 * ({@link AnalysisApi}, and the assistant's {@link ConversationApi}, its questions answered on a background thread), a bearer token per tenant instead of a JWT, uploads kept in a folder and
 * received on the server's own presigned {@code PUT} URLs, analyses run in-process. Answers CORS
 * preflights for the configured origins, so a Word Add-in's task pane can call it.
 *
 * <p>Bounded: at most {@value #MAX_CONNECTIONS} open connections, {@value #MAX_IN_FLIGHT} requests in
 * progress and {@value #BODY_BUDGET_KB} KB of request bodies held (more are answered 503 {@code BUSY}
 * at once, their body read and dropped, never kept); a body longer than the limit is refused from its
 * declared length before it is read.
 */
final class LocalServer implements AutoCloseable {
    static final int MAX_CONNECTIONS = 128;
    static final int MAX_IN_FLIGHT = 32;
    /** Request bodies held in memory at once, in KB: a body reserves its declared length (the limit when chunked, none when absent). */
    static final int BODY_BUDGET_KB = 24 * 1024;
    private static final long MAX_DISCARDED_BYTES = 64L * 1024 * 1024;

    /**
     * @param tenantsByToken the bearer tokens the server accepts, each with the tenant it signs in
     * @param allowedOrigins the origins browsers may call from ({@code *} for any)
     */
    record Settings(String host, int port, Map<String, String> tenantsByToken, List<String> allowedOrigins,
                    AnalysisApi.Limits limits) {
    }

    private final HttpServer http;
    private final ExecutorService handlers = Executors.newVirtualThreadPerTaskExecutor();
    private final Semaphore inFlight = new Semaphore(MAX_IN_FLIGHT);
    private final Semaphore bodies = new Semaphore(BODY_BUDGET_KB);
    private final URI url;
    private final Settings settings;
    private final FolderUploads uploads;
    private final InProcessExecutions executions;
    private final AnalysisApi api;
    private final ConversationApi conversations;
    private final ExecutorService answers = Executors.newVirtualThreadPerTaskExecutor();
    private final ServerLog log;

    private LocalServer(HttpServer http, URI url, Settings settings, Stores stores, LocalEngine engine,
                        Path uploadRoot, ServerLog log) {
        AnalysisStore store = stores.analyses();
        this.http = http;
        this.url = url;
        this.settings = settings;
        this.log = log;
        this.uploads = new FolderUploads(uploadRoot, url, Clock.systemUTC());
        this.executions = new InProcessExecutions(engine.pipeline(), store, uploads, Set.copyOf(settings.tenantsByToken()
            .values()), log);
        this.api = new AnalysisApi(store, uploads, executions, Clock.systemUTC(), settings.limits(), engine.budget())
            .withRedlines(new DocumentRedlines(engine.limits(), Clock.systemUTC()), stores.conversations());
        ConversationService assistant = engine.assistant(stores);
        this.conversations = new ConversationApi(assistant, (tenant, turn) -> answers.submit(() -> {
            try {
                assistant.answer(tenant, turn);
            } catch (RuntimeException e) {
                log.failure("answering " + turn, e);
            }
        }));
    }

    /**
     * Listens, then resumes the analyses a previous run left unfinished (those whose uploads are here).
     *
     * @param uploadRoot the folder that holds the keys' {@code uploads/} tree
     */
    static LocalServer start(Settings settings, Stores stores, LocalEngine engine, Path uploadRoot, ServerLog log) {
        System.setProperty("jdk.httpserver.maxConnections", String.valueOf(MAX_CONNECTIONS));
        HttpServer http;
        try {
            http = HttpServer.create(new InetSocketAddress(settings.host(), settings.port()), 0);
        } catch (BindException e) {
            throw new InvalidConfigurationException("Cannot listen on " + settings.host() + ":" + settings.port() + " ("
                + e.getMessage() + "); is another server running there? Pick another port with --port.");
        } catch (IOException e) {
            throw new InvalidConfigurationException("Cannot listen on " + settings.host() + ":" + settings.port() + ": "
                + e.getMessage());
        }
        boolean anyAddress = http.getAddress().getAddress().isAnyLocalAddress();
        URI url = URI.create("http://" + (anyAddress ? "localhost" : settings.host()) + ":" + http.getAddress().getPort());
        var server = new LocalServer(http, url, settings, stores, engine, uploadRoot, log);
        http.createContext("/", server::handle);
        http.setExecutor(server.handlers);
        http.start();
        int waiting = server.executions.resume();
        if (waiting > 0) {
            log.line("Resuming %d analyses left unfinished by the last run.", waiting);
        }
        return server;
    }

    URI url() {
        return url;
    }

    private void handle(HttpExchange exchange) {
        long began = System.nanoTime();
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        String path = exchange.getRequestURI().getPath();
        int status;
        boolean admitted = inFlight.tryAcquire();
        try (exchange) {
            allowOrigin(exchange);
            if (!admitted) {
                discard(exchange, contentLength(exchange));
                status = send(exchange, busy(exchange, "The server is answering %d requests already".formatted(MAX_IN_FLIGHT)));
            } else if (method.equals("OPTIONS")) {
                status = send(exchange, new ApiResponse(204, null));
            } else if (method.equals("PUT") && path.startsWith(FolderUploads.PATH)) {
                status = upload(exchange, path.substring(FolderUploads.PATH.length()));
            } else {
                status = send(exchange, route(exchange, method, path));
            }
        } catch (IOException e) {
            log.line("%s %s: the connection failed (%s)", method, path, e.getMessage());
            return;
        } finally {
            if (admitted) {
                inFlight.release();
            }
        }
        log.line("%s %s %d %d ms", method, path, status, (System.nanoTime() - began) / 1_000_000);
    }

    private ApiResponse route(HttpExchange exchange, String method, String path) throws IOException {
        String authorization = exchange.getRequestHeaders().getFirst("Authorization");
        String tenant = tenant(authorization);
        if (tenant == null) {
            exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer");
            return ApiResponse.error(401, ErrorCode.UNAUTHORIZED, authorization == null
                ? "Send 'Authorization: Bearer <token>'; clauselens serve prints the token when it starts."
                : "That bearer token is not one this server accepts; use the token clauselens serve printed when it started.");
        }
        long declared = contentLength(exchange);
        long limit = settings.limits().maxBodyBytes();
        if (declared > limit) {
            discard(exchange, declared);
            return ApiResponse.error(413, ErrorCode.TOO_LARGE, "The request body is %,d KB; the API accepts up to %,d KB."
                .formatted(declared / 1024, limit / 1024));
        }
        boolean chunked = exchange.getRequestHeaders().containsKey("Transfer-Encoding");
        int reservedKb = (int) (((declared >= 0 ? declared : chunked ? limit : 0) + 1023) / 1024);
        if (!bodies.tryAcquire(reservedKb)) {
            discard(exchange, declared);
            return busy(exchange, "The server holds %,d KB of request bodies already".formatted(BODY_BUDGET_KB));
        }
        try {
            byte[] body = exchange.getRequestBody().readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
            if (body.length > limit) {
                return ApiResponse.error(413, ErrorCode.TOO_LARGE, "The request body is larger than %,d KB, the most the "
                    .formatted(limit / 1024) + "API accepts.");
            }
            return (ConversationApi.serves(path) ? conversations : api).handle(method, path, tenant, body);
        } catch (RuntimeException e) {
            log.failure(method + " " + path, e);
            return ApiResponse.error(500, ErrorCode.INTERNAL, "The server failed on this request; its log has the details.");
        } finally {
            bodies.release(reservedKb);
        }
    }

    private static ApiResponse busy(HttpExchange exchange, String why) {
        exchange.getResponseHeaders().set("Retry-After", "5");
        return ApiResponse.error(503, ErrorCode.BUSY, why + "; try again in a few seconds.");
    }

    /** A presigned upload: the signature in the query stands for the sign-in, as with S3. */
    private int upload(HttpExchange exchange, String key) throws IOException {
        var headers = exchange.getRequestHeaders();
        String length = headers.getFirst("Content-Length");
        if (length == null) {
            return send(exchange, ApiResponse.error(411, ErrorCode.INVALID_INPUT,
                "Send the file with the Content-Length header the upload was signed for."));
        }
        try {
            String version = uploads.receive(key, String.valueOf(headers.getFirst("Content-Type")), Long.parseLong(length),
                query(exchange.getRequestURI().getRawQuery()), exchange.getRequestBody());
            exchange.getResponseHeaders().set("ETag", '"' + version + '"');
            return send(exchange, new ApiResponse(200, null));
        } catch (FolderUploads.Refused e) {
            return send(exchange, ApiResponse.error(e.status(), e.code(), e.getMessage()));
        } catch (NumberFormatException e) {
            return send(exchange, ApiResponse.error(400, ErrorCode.INVALID_INPUT, "Content-Length is not a number."));
        } catch (ClauseLensException e) {
            return send(exchange, ApiResponse.error(400, e.code(), e.getMessage()));
        } catch (RuntimeException e) {
            log.failure("PUT " + key, e);
            return send(exchange, ApiResponse.error(500, ErrorCode.INTERNAL, "The upload could not be stored; the "
                + "server's log has the details."));
        }
    }

    /**
     * Reads a refused body through a small buffer, keeping none of it, so the client reads the answer
     * instead of a reset connection; past {@value #MAX_DISCARDED_BYTES} the connection is simply closed.
     */
    private static void discard(HttpExchange exchange, long declared) throws IOException {
        if (declared > MAX_DISCARDED_BYTES) {
            exchange.getResponseHeaders().set("Connection", "close");
            return;
        }
        byte[] buffer = new byte[16 * 1024];
        long read = 0;
        for (int n; read < MAX_DISCARDED_BYTES && (n = exchange.getRequestBody().read(buffer)) > 0; ) {
            read += n;
        }
    }

    /** The declared Content-Length, or -1 when the body comes chunked (or the header is not a number). */
    private static long contentLength(HttpExchange exchange) {
        try {
            return Long.parseLong(String.valueOf(exchange.getRequestHeaders().getFirst("Content-Length")).strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The tenant the token signs in, comparing every known token in constant time; null for none. */
    private String tenant(String authorization) {
        if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        byte[] presented = authorization.substring(7).strip().getBytes(StandardCharsets.UTF_8);
        String tenant = null;
        for (var entry : settings.tenantsByToken().entrySet()) {
            if (MessageDigest.isEqual(entry.getKey().getBytes(StandardCharsets.UTF_8), presented)) {
                tenant = entry.getValue();
            }
        }
        return tenant;
    }

    private void allowOrigin(HttpExchange exchange) {
        String origin = exchange.getRequestHeaders().getFirst("Origin");
        var headers = exchange.getResponseHeaders();
        if (settings.allowedOrigins().contains("*")) {
            headers.set("Access-Control-Allow-Origin", "*");
        } else if (origin != null && settings.allowedOrigins().contains(origin)) {
            headers.set("Access-Control-Allow-Origin", origin);
            headers.set("Vary", "Origin");
        } else {
            return;
        }
        headers.set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
        headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type");
        headers.set("Access-Control-Expose-Headers", "ETag, Content-Disposition");
        headers.set("Access-Control-Max-Age", "600");
    }

    private static int send(HttpExchange exchange, ApiResponse response) throws IOException {
        byte[] body = response.bytes();
        if (body.length > 0) {
            exchange.getResponseHeaders().set("Content-Type", response.contentType());
        }
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        response.headers().forEach(exchange.getResponseHeaders()::set);
        exchange.sendResponseHeaders(response.status(), body.length == 0 ? -1 : body.length);
        exchange.getResponseBody().write(body);
        return response.status();
    }

    static Map<String, String> query(String raw) {
        Map<String, String> values = new HashMap<>();
        if (raw != null) {
            Arrays.stream(raw.split("&")).map(pair -> pair.split("=", 2)).filter(pair -> pair.length == 2)
                .forEach(pair -> values.put(URLDecoder.decode(pair[0], StandardCharsets.UTF_8),
                    URLDecoder.decode(pair[1], StandardCharsets.UTF_8)));
        }
        return values;
    }

    /** Stops listening (answering the requests under way), then the worker; an unfinished analysis resumes at the next start. */
    @Override
    public void close() {
        http.stop(1);
        executions.close();
        answers.close();
        handlers.close();
    }
}
