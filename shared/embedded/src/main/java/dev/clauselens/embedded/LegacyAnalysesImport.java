package dev.clauselens.embedded;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.ClauseRecord;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.analysis.HypothesisCoverageRecord;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.analysis.ProgressEvent;
import dev.clauselens.core.analysis.RiskAssessmentRecord;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.analysis.StoredJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Brings the analyses an earlier version kept in {@code analyses.json} (one JSON object of keyed maps,
 * rewritten whole) into the SQLite store, once: every write is keyed, so an import cut short simply runs
 * again at the next start; when it is done the file is renamed {@code analyses.json.imported}.
 */
public final class LegacyAnalysesImport {
    /** The file name earlier versions used under the home. */
    public static final String FILE = "analyses.json";

    private LegacyAnalysesImport() {
    }

    /** @return how many analyses were imported (0 when there is no file) */
    public static int run(AnalysisStore store, Path home) {
        Path file = home.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return 0;
        }
        try {
            JsonNode state = new ObjectMapper().readTree(file.toFile());
            each(state, "documents", DocumentRecord.class, store::saveDocument);
            List<AnalysisRecord> analyses = new ArrayList<>();
            state.path("analyses").forEach(node -> {
                if (!node.has("attempt")) {
                    ((ObjectNode) node).put("attempt", 1);
                }
                analyses.add(StoredJson.read(node.toString(), AnalysisRecord.class));
            });
            analyses.forEach(store::createAnalysis);
            each(state, "progress", ProgressEvent.class, store::recordProgress);
            each(state, "chunks", StoredChunk.class, chunk -> store.saveChunks(List.of(chunk)));
            each(state, "clauses", ClauseRecord.class, clause -> store.saveClauses(List.of(clause)));
            each(state, "assessments", RiskAssessmentRecord.class, assessment -> store.saveAssessments(List.of(assessment)));
            each(state, "gaps", GapAnalysisRecord.class, store::saveGapAnalysis);
            each(state, "hypotheses", HypothesisCoverageRecord.class, h -> store.saveHypotheses(List.of(h)));
            each(state, "modelCalls", ModelCallRecord.class, store::recordModelCall);
            Files.move(file, file.resolveSibling(FILE + ".imported"), StandardCopyOption.REPLACE_EXISTING);
            return analyses.size();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot import the earlier analyses from " + file, e);
        }
    }

    private static <T> void each(JsonNode state, String section, Class<T> type, Consumer<T> save) {
        state.path(section).forEach(node -> save.accept(StoredJson.read(node.toString(), type)));
    }
}
