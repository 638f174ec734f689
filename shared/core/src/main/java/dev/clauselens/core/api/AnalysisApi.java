package dev.clauselens.core.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.Sha256;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisResults;
import dev.clauselens.core.agent.ReportPage;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.PlaybookRecord;
import dev.clauselens.core.analysis.ProgressEvent;
import dev.clauselens.core.analysis.TenantId;
import dev.clauselens.core.assistant.ConversationStore;
import dev.clauselens.core.compare.Comparison;
import dev.clauselens.core.compare.ComparisonPage;
import dev.clauselens.core.config.Settings;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.Paragraph;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.playbook.Playbooks;
import dev.clauselens.core.stage.ParseRequest;
import dev.clauselens.core.stage.Step;
import dev.clauselens.core.taxonomy.Perspective;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The HTTP API's routes, the same behind API Gateway (Lambda) and {@code clauselens serve}. The
 * tenant always comes from the caller's sign-in, never from the body; another tenant's analysis is
 * answered as not found. Errors are {@code {"error": {"code", "message"}}}.
 *
 * <ul>
 *   <li>{@code POST /uploads} {@code {fileName, contentType, size}} -> 201, a presigned upload under the tenant's prefix</li>
 *   <li>{@code POST /analyses} {@code {key}} (an upload) or the Word Add-in's {@code {content: {rawText, paragraphs}}},
 *       with an optional {@code perspective} and {@code playbook} (a name) -> 202</li>
 *   <li>{@code GET /analyses} -> the tenant's recent analyses</li>
 *   <li>{@code GET /analyses/{id}} -> status, stage, percent and the progress events</li>
 *   <li>{@code GET /analyses/{id}/results} -> the review with raw-text positions and Word anchors</li>
 *   <li>{@code GET /analyses/{id}/report} -> the same review as one self-contained HTML page</li>
 *   <li>{@code POST /analyses/{id}/retry} -> 202, a failed analysis started again as its next attempt; 409 CONFLICT
 *       for one that has not failed</li>
 *   <li>{@code GET /analyses/{id}/redline.docx} -> the document with the playbook's fixes as tracked changes
 *       (answered where {@link Redlines} are: its own function on AWS, and {@code serve})</li>
 *   <li>{@code DELETE /analyses/{id}} -> 204; the upload, the document and every derived row are gone</li>
 *   <li>{@code PUT /playbooks/{name}} a playbook as JSON or YAML -> 201 new, 200 replaced; 400 naming each problem</li>
 *   <li>{@code GET /playbooks/{name}} -> the playbook (a built-in one or the tenant's); {@code GET /playbooks} -> all</li>
 *   <li>{@code POST /comparisons} {@code {left, right}} (two analyses) or {@code {left, playbook}} (an analysis and a
 *       playbook's standard), with {@code "format": "html"} for the side-by-side page -> 200</li>
 * </ul>
 */
public final class AnalysisApi implements HttpRoutes {
    /** Content types an upload may have, with the file extension its key gets. */
    public static final Map<String, String> CONTENT_TYPES = Map.of(
        "application/pdf", ".pdf",
        AnalysisApi.DOCX_TYPE, ".docx",
        "text/plain", ".txt",
        "text/markdown", ".md");
    /** The routes, as API Gateway's route keys; the SAM template declares each (checked by a test). */
    public static final List<String> ROUTES = List.of("POST /uploads", "POST /analyses", "GET /analyses",
        "GET /analyses/{id}", "DELETE /analyses/{id}", "GET /analyses/{id}/results", "GET /analyses/{id}/report",
        "POST /analyses/{id}/retry", "GET /analyses/{id}/redline.docx", "GET /playbooks", "GET /playbooks/{name}",
        "PUT /playbooks/{name}", "POST /comparisons");
    /** The content type of a Word document. */
    public static final String DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern ANALYSIS = Pattern.compile("^/analyses/([A-Za-z0-9_-]{1,80})(/results|/report|/retry|/redline\\.docx)?$");
    private static final Pattern PLAYBOOK = Pattern.compile("^/playbooks/([^/]{1,100})$");
    private static final Pattern PLAYBOOK_NAME = Pattern.compile("^[a-z0-9][a-z0-9-]{0,62}$");
    private static final int RECENT = 50;

    /**
     * @param maxBodyBytes   the largest request body (the Word Add-in's text and paragraphs)
     * @param maxUploadBytes the largest file an upload may be
     */
    public record Limits(long maxBodyBytes, long maxUploadBytes) {
        /**
         * {@code CLAUSELENS_MAX_BODY_BYTES} (default 4 MiB: a Lambda request is at most 6 MB and may arrive
         * base64-encoded) and {@code CLAUSELENS_MAX_UPLOAD_BYTES} (default 25 MiB, the parser's own default).
         */
        public static Limits fromEnvironment(Map<String, String> env) {
            return new Limits(Settings.number(env, "CLAUSELENS_MAX_BODY_BYTES", Long::parseLong, 4L * 1024 * 1024),
                Settings.number(env, "CLAUSELENS_MAX_UPLOAD_BYTES", Long::parseLong, 25L * 1024 * 1024));
        }
    }

    private final AnalysisStore store;
    private final Uploads uploads;
    private final Executions executions;
    private final Clock clock;
    private final Limits limits;
    private final int budget;
    private final Redlines redlines;
    private final ConversationStore confirmed;

    /** @param budget the token budget an analysis runs under, shown with its results (0 with no model) */
    public AnalysisApi(AnalysisStore store, Uploads uploads, Executions executions, Clock clock, Limits limits, int budget) {
        this(store, uploads, executions, clock, limits, budget, null, null);
    }

    private AnalysisApi(AnalysisStore store, Uploads uploads, Executions executions, Clock clock, Limits limits, int budget,
                        Redlines redlines, ConversationStore confirmed) {
        this.redlines = redlines;
        this.confirmed = confirmed;
        this.store = store;
        this.uploads = uploads;
        this.executions = executions;
        this.clock = clock;
        this.limits = limits;
        this.budget = budget;
    }

    /**
     * The same routes, with {@code GET /analyses/{id}/redline.docx} answered by {@code redlines}, the changes the user
     * confirmed through the assistant read from {@code confirmed}.
     */
    public AnalysisApi withRedlines(Redlines redlines, ConversationStore confirmed) {
        return new AnalysisApi(store, uploads, executions, clock, limits, budget, redlines, confirmed);
    }

    @Override
    public ApiResponse handle(String method, String path, String tenantId, byte[] body) {
        if (tenantId == null || tenantId.isBlank()) {
            return ApiResponse.error(401, ErrorCode.UNAUTHORIZED, "Sign in first: the request carries no tenant.");
        }
        try {
            TenantId.require(tenantId);
            String route = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
            Matcher analysis = ANALYSIS.matcher(route);
            Matcher playbook = PLAYBOOK.matcher(route);
            return switch (method.toUpperCase(Locale.ROOT) + " " + (analysis.matches() ? "/analyses/{id}"
                + Objects.requireNonNullElse(analysis.group(2), "") : playbook.matches() ? "/playbooks/{name}" : route)) {
                case "POST /uploads" -> presign(tenantId, object(body));
                case "POST /analyses" -> submit(tenantId, object(body));
                case "GET /analyses" -> new ApiResponse(200, Map.of("analyses",
                    store.recentAnalyses(tenantId, RECENT).stream().map(a -> status(a, null, false)).toList()));
                case "GET /analyses/{id}" -> store.findAnalysis(tenantId, analysis.group(1))
                    .map(a -> new ApiResponse(200, status(a, store.findDocument(tenantId, a.documentId()).orElse(null), true)))
                    .orElseGet(() -> notFound(analysis.group(1)));
                case "GET /analyses/{id}/results" -> finished(tenantId, analysis.group(1),
                    a -> read(a).map(result -> new ApiResponse(200, result)));
                case "GET /analyses/{id}/report" -> finished(tenantId, analysis.group(1), a -> ReportPage
                    .read(store, tenantId, a.analysisId(), budget, List.of()).map(ApiResponse::html));
                case "GET /analyses/{id}/redline.docx" -> redlines == null ? noRoute(method, path)
                    : finished(tenantId, analysis.group(1), this::redline);
                case "POST /analyses/{id}/retry" -> retry(tenantId, analysis.group(1));
                case "POST /comparisons" -> compare(tenantId, object(body));
                case "GET /playbooks" -> new ApiResponse(200, Map.of("playbooks", playbooks(tenantId)));
                case "GET /playbooks/{name}" -> getPlaybook(tenantId, playbookName(playbook.group(1)));
                case "PUT /playbooks/{name}" -> putPlaybook(tenantId, playbookName(playbook.group(1)), body);
                case "DELETE /analyses/{id}" -> delete(tenantId, analysis.group(1));
                default -> noRoute(method, path);
            };
        } catch (ClauseLensException e) {
            return ApiResponse.error(status(e.code()), e.code(), e.getMessage());
        }
    }

    /**
     * Registers the analysis of an upload and starts its execution; the upload trigger calls this too.
     * Ids follow from the tenant, key and version, and the execution's name from the analysis and its
     * attempt, so a repeated request or a duplicated S3 event while the analysis is queued, running or
     * done starts nothing new. The same upload after a failure is a new attempt of its analysis.
     */
    public Step start(String tenantId, String key, String version) {
        return start(tenantId, key, version, null, null);
    }

    /**
     * As {@link #start(String, String, String)}, from the given side and read against the named playbook;
     * the same upload reviewed from another side or against another playbook is another analysis
     * ({@code null}: the side is inferred from the document, the playbook is the side's built-in one).
     */
    public Step start(String tenantId, String key, String version, Perspective perspective, String playbook) {
        String hash = Sha256.hex(tenantId + "\n" + key + "\n" + version + (perspective == null ? "" : "\n" + perspective.id())
            + (playbook == null ? "" : "\nplaybook:" + playbook)).substring(0, 32);
        Step step = Step.of(tenantId, "an-" + hash, "doc-" + hash);
        AnalysisPipeline.register(store, clock, step, key.substring(key.lastIndexOf('/') + 1), "etag:" + version, key,
            perspective, playbook);
        launch(store.findAnalysis(tenantId, step.analysisId()).orElseThrow(), key);
        return step;
    }

    /**
     * Starts the execution of the analysis's current attempt, after moving a failed one to its next
     * attempt (when a concurrent request moved it first, that attempt is the one started).
     */
    private AnalysisRecord launch(AnalysisRecord analysis, String key) {
        AnalysisRecord current = analysis;
        if (analysis.status() == AnalysisStatus.FAILED) {
            store.restartAnalysis(analysis.tenantId(), analysis.analysisId(), analysis.attempt() + 1, clock.instant());
            current = store.findAnalysis(analysis.tenantId(), analysis.analysisId()).orElseThrow();
        }
        executions.start(current.executionName(), new ParseRequest(current.tenantId(), current.analysisId(),
            current.documentId(), uploads.bucket(), key));
        return current;
    }

    private ApiResponse retry(String tenantId, String analysisId) {
        Optional<AnalysisRecord> analysis = store.findAnalysis(tenantId, analysisId);
        if (analysis.isEmpty()) {
            return notFound(analysisId);
        }
        if (analysis.get().status() != AnalysisStatus.FAILED) {
            return ApiResponse.error(409, ErrorCode.CONFLICT, "The analysis is " + analysis.get().status().name()
                .toLowerCase(Locale.ROOT) + "; only a failed analysis is started again.");
        }
        return uploadedKey(analysis.get())
            .map(key -> new ApiResponse(202, status(launch(analysis.get(), key), null, false)))
            .orElseGet(() -> ApiResponse.error(409, ErrorCode.CONFLICT, "The analysis's document is no longer uploaded; "
                + "upload it again to analyse it."));
    }

    /** The key of the upload the analysis read, while it is still there. */
    private Optional<String> uploadedKey(AnalysisRecord analysis) {
        return store.findDocument(analysis.tenantId(), analysis.documentId()).map(DocumentRecord::sourceKey)
            .filter(k -> uploads.find(k).isPresent());
    }

    /** The redline of a succeeded analysis, from its upload as it was analysed. */
    private Optional<ApiResponse> redline(AnalysisRecord analysis) {
        return read(analysis).map(result -> uploadedKey(analysis).map(key -> ApiResponse.file(redlines.docx(new DocumentSource(
                    key.substring(key.lastIndexOf('/') + 1), uploads.read(key)), result,
                    confirmed.actions(analysis.tenantId(), analysis.analysisId())), DOCX_TYPE,
                    fileName(result.title()) + "-redline.docx"))
                .orElseGet(() -> ApiResponse.error(409, ErrorCode.CONFLICT, "The analysis's document is no longer "
                    + "uploaded; the redline is written into the original, so upload it again to analyse it.")));
    }

    /** A name safe in a key or a download: no extension; letters, digits, dots, hyphens and underscores; at most 80. */
    private static String fileName(String name) {
        String safe = name.replaceAll("\\.[A-Za-z0-9]{1,5}$", "").replaceAll("[^A-Za-z0-9._-]+", "-");
        safe = safe.substring(0, Math.min(safe.length(), 80)).replaceAll("^[-.]+", "");
        return safe.isEmpty() ? "document" : safe;
    }

    /** Two succeeded analyses of the tenant side by side, or one against a playbook's standard. */
    private ApiResponse compare(String tenantId, JsonNode body) {
        String left = text(body, "left");
        String format = body.path("format").asText("json");
        if (!format.equals("json") && !format.equals("html")) {
            throw new InvalidInputException("'format' is json or html, not '" + format + "'.");
        }
        if (body.hasNonNull("right") == body.hasNonNull("playbook")) {
            throw new InvalidInputException("Send {\"left\": an analysis id} with either \"right\": another analysis id, or "
                + "\"playbook\": a playbook's name to compare with its standard.");
        }
        if (body.hasNonNull("playbook")) {
            String name = text(body, "playbook");
            return Playbooks.find(store, tenantId, playbookName(name))
                .map(playbook -> finished(tenantId, left, a -> read(a)
                    .map(first -> comparison(Comparison.of(first, playbook), format))))
                .orElseGet(() -> noPlaybook(name));
        }
        String right = text(body, "right");
        return finished(tenantId, left, a -> read(a).map(first -> finished(tenantId, right, b -> read(b)
            .map(second -> comparison(Comparison.of(first, second), format)))));
    }

    private Optional<AnalysisResult> read(AnalysisRecord analysis) {
        return AnalysisResults.read(store, analysis.tenantId(), analysis.analysisId(), budget, List.of());
    }

    private static ApiResponse comparison(Comparison.Result result, String format) {
        return format.equals("html") ? ApiResponse.html(ComparisonPage.render(result)) : new ApiResponse(200, result);
    }

    private List<Map<String, Object>> playbooks(String tenantId) {
        List<Map<String, Object>> all = new ArrayList<>();
        for (Perspective side : Perspective.values()) {
            all.add(playbookSummary(Playbooks.builtIn(side), null));
        }
        for (PlaybookRecord own : store.playbooks(tenantId)) {
            all.add(playbookSummary(Playbooks.read(own), own));
        }
        return all;
    }

    /** A built-in playbook, or the tenant's own with when it was last put. */
    private ApiResponse getPlaybook(String tenantId, String name) {
        return Playbooks.builtIn(name).map(p -> playbookView(p, null))
            .or(() -> store.findPlaybook(tenantId, name).map(own -> playbookView(Playbooks.read(own), own)))
            .map(view -> new ApiResponse(200, view))
            .orElseGet(() -> noPlaybook(name));
    }

    private static Map<String, Object> playbookSummary(Playbook playbook, PlaybookRecord own) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("name", playbook.name());
        view.put("perspective", playbook.perspective().id());
        view.put("builtIn", own == null);
        view.put("positions", playbook.positions().size());
        if (own != null) {
            view.put("updatedAt", own.updatedAt().toString());
        }
        view.put("links", Map.of("self", "/playbooks/" + playbook.name()));
        return view;
    }

    private static Map<String, Object> playbookView(Playbook playbook, PlaybookRecord own) {
        Map<String, Object> view = playbookSummary(playbook, own);
        view.put("playbook", Playbooks.json(playbook));
        return view;
    }

    /**
     * Keeps a tenant's playbook, checked whole before anything is written: a playbook with any problem
     * is refused with every problem named, and the one kept before stays as it was.
     */
    private ApiResponse putPlaybook(String tenantId, String name, byte[] body) {
        if (Playbooks.builtIn(name).isPresent()) {
            return ApiResponse.error(409, ErrorCode.CONFLICT, "'" + name + "' is a built-in playbook; put yours under "
                + "another name.");
        }
        if (body == null || body.length == 0) {
            throw new InvalidInputException("Send the playbook, JSON or YAML, as the request body.");
        }
        Playbook playbook = Playbooks.parse(body);
        if (!playbook.name().equals(name)) {
            throw new InvalidInputException("The playbook is named '" + playbook.name() + "' but was put as '" + name
                + "'; the name in the path and in the playbook must be the same.");
        }
        PlaybookRecord record = new PlaybookRecord(tenantId, name, Playbooks.json(playbook).toString(), clock.instant());
        boolean added = store.savePlaybook(record);
        return new ApiResponse(added ? 201 : 200, playbookView(playbook, record));
    }

    private static String playbookName(String name) {
        if (!PLAYBOOK_NAME.matcher(name).matches()) {
            throw new InvalidInputException("'" + name + "' is not a playbook name: lower-case letters, digits and "
                + "hyphens, starting with a letter or digit, at most 63 characters.");
        }
        return name;
    }

    private static ApiResponse noPlaybook(String name) {
        return ApiResponse.error(404, ErrorCode.NOT_FOUND, "There is no playbook '" + name + "' for this tenant; "
            + "GET /playbooks lists the built-in ones and yours.");
    }

    static ApiResponse noRoute(String method, String path) {
        return ApiResponse.error(404, ErrorCode.NOT_FOUND, "There is no route " + method + " " + path + ".");
    }

    private ApiResponse presign(String tenantId, JsonNode body) {
        String contentType = text(body, "contentType").toLowerCase(Locale.ROOT).split(";")[0].strip();
        String extension = CONTENT_TYPES.get(contentType);
        if (extension == null) {
            return ApiResponse.error(415, ErrorCode.UNSUPPORTED_TYPE, "ClauseLens takes PDF, DOCX, plain text or Markdown; "
                + "'" + contentType + "' is none of them.");
        }
        long size = body.path("size").asLong(-1);
        if (size <= 0) {
            throw new InvalidInputException("'size' is the file's size in bytes, a positive number.");
        }
        if (size > limits.maxUploadBytes()) {
            return tooLarge(size, limits.maxUploadBytes());
        }
        String key = ParseRequest.uploadPrefix(tenantId) + UUID.randomUUID() + "/" + fileName(text(body, "fileName"))
            + extension;
        Uploads.Presigned presigned = uploads.presign(key, contentType, size);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("key", key);
        answer.put("url", presigned.url());
        answer.put("method", presigned.method());
        answer.put("headers", presigned.headers());
        answer.put("expiresAt", presigned.expiresAt().toString());
        return new ApiResponse(201, answer);
    }

    /** The optional {@code perspective} field: discloser, recipient or mutual. */
    private static Perspective perspective(JsonNode body) {
        JsonNode value = body.get("perspective");
        if (value == null || value.isNull()) {
            return null;
        }
        return Perspective.fromId(value.asText()).orElseThrow(() -> new InvalidInputException(
            "'perspective' is discloser, recipient or mutual (or left out to infer it from the document), not '"
                + value.asText() + "'."));
    }

    private ApiResponse submit(String tenantId, JsonNode body) {
        Perspective perspective = perspective(body);
        String playbook = body.hasNonNull("playbook") ? text(body, "playbook") : null;
        if (playbook != null && Playbooks.builtIn(playbookName(playbook)).isEmpty()
            && store.findPlaybook(tenantId, playbook).isEmpty()) {
            return noPlaybook(playbook);
        }
        String key;
        String version;
        if (body.hasNonNull("key")) {
            key = text(body, "key");
            if (!key.startsWith(ParseRequest.uploadPrefix(tenantId)) || key.contains("/../")) {
                return ApiResponse.error(404, ErrorCode.NOT_FOUND, "There is no upload '" + key + "' for this tenant.");
            }
            Optional<Uploads.Stored> stored = uploads.find(key);
            if (stored.isEmpty()) {
                return ApiResponse.error(404, ErrorCode.NOT_FOUND, "There is no upload '" + key + "' for this tenant.");
            }
            if (stored.get().size() > limits.maxUploadBytes()) {
                return tooLarge(stored.get().size(), limits.maxUploadBytes());
            }
            version = stored.get().version();
        } else {
            JsonNode content = body.has("content") ? body.get("content") : body;
            if (!content.isObject() || !content.path("paragraphs").isArray() || content.path("paragraphs").isEmpty()) {
                throw new InvalidInputException("Send either {\"key\": an upload's key} or the Word Add-in's "
                    + "{\"content\": {\"rawText\": ..., \"paragraphs\": [{\"text\", \"style\", \"isHeading\"}]}}.");
            }
            if (content.path("paragraphs").size() > Paragraph.MAX_FROM_ADDIN) {
                throw new DocumentRejectedException(ErrorCode.TOO_LARGE, "The document has %,d paragraphs; ClauseLens "
                    .formatted(content.path("paragraphs").size()) + "reads up to %,d.".formatted(Paragraph.MAX_FROM_ADDIN));
            }
            ObjectNode document = ((ObjectNode) content.deepCopy()).without("tenantId");
            if (body.hasNonNull("title") && !document.has("title")) {
                document.put("title", body.get("title").asText());
            }
            byte[] bytes = write(document);
            key = ParseRequest.uploadPrefix(tenantId) + "addin/" + Sha256.hex(bytes).substring(0, 32) + ".json";
            version = uploads.put(key, bytes, "application/json");
        }
        Step step = start(tenantId, key, version, perspective, playbook);
        AnalysisRecord analysis = store.findAnalysis(tenantId, step.analysisId()).orElseThrow();
        return new ApiResponse(202, status(analysis, null, false));
    }

    /**
     * What a succeeded analysis has to show, answered from its record; 404 for none, 409 NOT_READY before it
     * succeeds (when {@code answer} finds nothing to show).
     */
    private ApiResponse finished(String tenantId, String analysisId, Function<AnalysisRecord, Optional<ApiResponse>> answer) {
        Optional<AnalysisRecord> analysis = store.findAnalysis(tenantId, analysisId);
        if (analysis.isEmpty()) {
            return notFound(analysisId);
        }
        if (analysis.get().status() == AnalysisStatus.FAILED) {
            return ApiResponse.error(409, ErrorCode.NOT_READY, "The analysis failed: " + analysis.get().errorReason());
        }
        return answer.apply(analysis.get()).orElseGet(() -> ApiResponse.error(409, ErrorCode.NOT_READY, "The analysis is " + analysis.get()
            .status().name().toLowerCase(Locale.ROOT) + " (" + analysis.get().progress() + "%); its results come when it "
            + "succeeds."));
    }

    /**
     * A running execution is stopped first, then the upload goes, then the rows: a failure in between
     * leaves the analysis visible, so a retry finishes the job; a step still running when its rows are
     * gone can write none back (the stores refuse rows of a missing analysis).
     */
    private ApiResponse delete(String tenantId, String analysisId) {
        Optional<AnalysisRecord> analysis = store.findAnalysis(tenantId, analysisId);
        if (analysis.isEmpty()) {
            return notFound(analysisId);
        }
        if (analysis.get().status() == AnalysisStatus.QUEUED || analysis.get().status() == AnalysisStatus.RUNNING) {
            executions.stop(analysis.get().executionName(), tenantId, analysisId);
        }
        String documentId = analysis.get().documentId();
        store.findDocument(tenantId, documentId).map(DocumentRecord::sourceKey).ifPresent(uploads::delete);
        store.deleteDocument(tenantId, documentId);
        return new ApiResponse(204, null);
    }

    private Map<String, Object> status(AnalysisRecord analysis, DocumentRecord document, boolean withEvents) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("analysisId", analysis.analysisId());
        view.put("perspective", analysis.perspective() == null ? "inferred" : analysis.perspective().id());
        view.put("playbook", analysis.playbook() == null ? "built-in" : analysis.playbook());
        view.put("documentId", analysis.documentId());
        if (document != null) {
            view.put("title", document.title());
        }
        view.put("status", analysis.status().name());
        view.put("stage", analysis.stage().name());
        view.put("progress", analysis.progress());
        view.put("message", analysis.message());
        if (analysis.errorCode() != null) {
            view.put("error", Map.of("code", analysis.errorCode().name(), "message", analysis.errorReason()));
        }
        view.put("createdAt", analysis.createdAt().toString());
        view.put("updatedAt", analysis.updatedAt().toString());
        view.put("links", Map.of("status", "/analyses/" + analysis.analysisId(),
            "results", "/analyses/" + analysis.analysisId() + "/results",
            "report", "/analyses/" + analysis.analysisId() + "/report",
            "redline", "/analyses/" + analysis.analysisId() + "/redline.docx"));
        if (withEvents) {
            view.put("events", store.progress(analysis.tenantId(), analysis.analysisId()).stream()
                .map(AnalysisApi::event).toList());
        }
        return view;
    }

    private static Map<String, Object> event(ProgressEvent e) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("stage", e.stage().name());
        view.put("percent", e.percent());
        view.put("message", e.message());
        view.put("counts", e.counts());
        view.put("at", e.at().toString());
        return view;
    }

    private JsonNode object(byte[] body) {
        return JsonBodies.object(body, limits.maxBodyBytes());
    }

    private static String text(JsonNode body, String field) {
        JsonNode value = body.get(field);
        if (value == null || !value.isTextual() || value.asText().isBlank()) {
            throw new InvalidInputException("'" + field + "' is required.");
        }
        return value.asText().strip();
    }

    private static byte[] write(JsonNode node) {
        try {
            return JSON.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new InvalidInputException("The body cannot be kept: " + e.getOriginalMessage());
        }
    }

    private static ApiResponse notFound(String analysisId) {
        return ApiResponse.error(404, ErrorCode.NOT_FOUND, "There is no analysis " + analysisId + " for this tenant.");
    }

    private static ApiResponse tooLarge(long size, long max) {
        return ApiResponse.error(413, ErrorCode.TOO_LARGE,
            "The file is %,d KB; ClauseLens accepts files up to %,d KB.".formatted(size / 1024, max / 1024));
    }

    static int status(ErrorCode code) {
        return switch (code) {
            case INVALID_INPUT -> 400;
            case UNAUTHORIZED -> 401;
            case NOT_FOUND -> 404;
            case NOT_READY, CONFLICT -> 409;
            case TOO_LARGE -> 413;
            case UNSUPPORTED_TYPE -> 415;
            case MODEL_THROTTLED, MODEL_UNAVAILABLE, BUSY -> 503;
            default -> 500;
        };
    }
}
