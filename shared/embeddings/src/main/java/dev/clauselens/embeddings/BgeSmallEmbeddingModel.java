package dev.clauselens.embeddings;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.EmbeddingModel;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * BAAI's bge-small-en-v1.5 (quantised), run in-process by ONNX Runtime: 384 dimensions, the model
 * file inside the jar, nothing downloaded at run time. The default everywhere, so vectors computed on
 * a laptop and in Lambda are the same. Safe to share between threads; load it once per process.
 */
public final class BgeSmallEmbeddingModel implements EmbeddingModel {
    public static final String ID = "bge-small-en-v1.5-q";
    private static final int DIMENSIONS = 384;

    private final BgeSmallEnV15QuantizedEmbeddingModel model;

    public BgeSmallEmbeddingModel() {
        useWritableNativeCache();
        this.model = new BgeSmallEnV15QuantizedEmbeddingModel();
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public int dimensions() {
        return DIMENSIONS;
    }

    @Override
    public Embedding embed(String text) {
        return new Embedding(ID, model.embed(text).content().vector());
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        return model.embedAll(texts.stream().map(TextSegment::from).toList()).content().stream()
            .map(e -> new Embedding(ID, e.vector()))
            .toList();
    }

    /**
     * The tokenizer's native library is unpacked into {@code ~/.djl.ai}; where the home folder is
     * not writable (AWS Lambda), use the temporary folder instead.
     */
    private static void useWritableNativeCache() {
        if (System.getenv("DJL_CACHE_DIR") != null || System.getProperty("DJL_CACHE_DIR") != null) {
            return;
        }
        Path home = Path.of(System.getProperty("user.home", "/"));
        if (!Files.isWritable(home)) {
            System.setProperty("DJL_CACHE_DIR", Path.of(System.getProperty("java.io.tmpdir"), "djl").toString());
        }
    }
}
