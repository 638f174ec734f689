package dev.clauselens.bedrock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.EmbeddingModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;

/**
 * Amazon Titan Text Embeddings V2 through Bedrock, an optional alternative to the in-process model.
 * Its vectors (256, 512 or 1,024 dimensions) cannot share an index with bge-small's: a corpus built
 * with one model refuses vectors of the other.
 */
public final class TitanEmbeddingModel implements EmbeddingModel {
    public static final String MODEL_ID = "amazon.titan-embed-text-v2:0";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final BedrockRuntimeClient client;
    private final int dimensions;

    public TitanEmbeddingModel(BedrockRuntimeClient client, int dimensions) {
        if (dimensions != 256 && dimensions != 512 && dimensions != 1024) {
            throw new IllegalArgumentException("Titan Text Embeddings V2 makes 256, 512 or 1024 dimensions, not " + dimensions);
        }
        this.client = client;
        this.dimensions = dimensions;
    }

    @Override
    public String id() {
        return MODEL_ID + "/" + dimensions;
    }

    @Override
    public int dimensions() {
        return dimensions;
    }

    @Override
    public Embedding embed(String text) {
        try {
            byte[] body = JSON.writeValueAsBytes(Map.of("inputText", text, "dimensions", dimensions, "normalize", true));
            var response = client.invokeModel(r -> r.modelId(MODEL_ID).contentType("application/json")
                .accept("application/json").body(SdkBytes.fromByteArray(body)));
            JsonNode vector = JSON.readTree(response.body().asByteArray()).path("embedding");
            float[] values = new float[vector.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = (float) vector.get(i).asDouble();
            }
            return new Embedding(id(), values);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            throw BedrockLanguageModel.map(e);
        }
    }

    /** Titan embeds one text per call. */
    @Override
    public List<Embedding> embedAll(List<String> texts) {
        return texts.stream().map(this::embed).toList();
    }
}
