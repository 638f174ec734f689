package dev.clauselens.bedrock;

import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.ModelRejectedException;
import dev.clauselens.core.error.ModelThrottledException;
import dev.clauselens.core.error.ModelUnavailableException;
import dev.clauselens.core.model.ContentBlock;
import dev.clauselens.core.model.LanguageModel;
import dev.clauselens.core.model.ModelMessage;
import dev.clauselens.core.model.ModelRequest;
import dev.clauselens.core.model.ModelResponse;
import dev.clauselens.core.model.StopReason;
import dev.clauselens.core.model.Usage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;
import software.amazon.awssdk.services.bedrockruntime.model.AccessDeniedException;
import software.amazon.awssdk.services.bedrockruntime.model.BedrockRuntimeException;
import software.amazon.awssdk.services.bedrockruntime.model.CachePointBlock;
import software.amazon.awssdk.services.bedrockruntime.model.CachePointType;
import software.amazon.awssdk.services.bedrockruntime.model.ConversationRole;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseRequest;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseResponse;
import software.amazon.awssdk.services.bedrockruntime.model.InferenceConfiguration;
import software.amazon.awssdk.services.bedrockruntime.model.InternalServerException;
import software.amazon.awssdk.services.bedrockruntime.model.Message;
import software.amazon.awssdk.services.bedrockruntime.model.ModelNotReadyException;
import software.amazon.awssdk.services.bedrockruntime.model.ModelTimeoutException;
import software.amazon.awssdk.services.bedrockruntime.model.ServiceUnavailableException;
import software.amazon.awssdk.services.bedrockruntime.model.SpecificToolChoice;
import software.amazon.awssdk.services.bedrockruntime.model.SystemContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ThrottlingException;
import software.amazon.awssdk.services.bedrockruntime.model.Tool;
import software.amazon.awssdk.services.bedrockruntime.model.ToolChoice;
import software.amazon.awssdk.services.bedrockruntime.model.ToolConfiguration;
import software.amazon.awssdk.services.bedrockruntime.model.ToolInputSchema;
import software.amazon.awssdk.services.bedrockruntime.model.ToolResultBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ToolResultContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ToolResultStatus;
import software.amazon.awssdk.services.bedrockruntime.model.ToolSpecification;
import software.amazon.awssdk.services.bedrockruntime.model.ToolUseBlock;

/**
 * The {@link LanguageModel} port on Amazon Bedrock's Converse API: system blocks and messages with
 * cache points, a forced tool for structured output, usage with cache reads and writes. Bedrock's
 * failures are mapped here, once, to the typed errors the rest of the code knows.
 */
public final class BedrockLanguageModel implements LanguageModel {
    private final BedrockRuntimeClient client;

    public BedrockLanguageModel(BedrockRuntimeClient client) {
        this.client = client;
    }

    /**
     * The model configured by the environment ({@link BedrockConfig#fromEnvironment}), checked now but
     * with its client built at the first call: building one takes a Lambda container 0.3-0.4 s, and
     * an agent that decides a whole batch locally never calls the model.
     */
    public static LanguageModel fromEnvironment(Map<String, String> environment) {
        BedrockConfig config = BedrockConfig.fromEnvironment(environment);
        return new LanguageModel() {
            private BedrockLanguageModel model;

            @Override
            public ModelResponse converse(ModelRequest request) {
                return client().converse(request);
            }

            private synchronized BedrockLanguageModel client() {
                if (model == null) {
                    model = new BedrockLanguageModel(BedrockClients.create(config));
                }
                return model;
            }
        };
    }

    @Override
    public ModelResponse converse(ModelRequest request) {
        ConverseResponse response;
        try {
            response = client.converse(toBedrock(request));
        } catch (RuntimeException e) {
            throw map(e);
        }
        if (response.output() == null || response.output().message() == null) {
            throw new ModelRejectedException("Bedrock returned no message.", null);
        }
        List<ContentBlock> content = new ArrayList<>();
        for (var block : response.output().message().content()) {
            if (block.text() != null) {
                content.add(new ContentBlock.Text(block.text()));
            } else if (block.toolUse() != null) {
                ToolUseBlock use = block.toolUse();
                content.add(new ContentBlock.ToolUse(use.toolUseId(), use.name(), Documents.toJson(use.input())));
            }
        }
        StopReason stop = stopReason(response.stopReasonAsString());
        if (stop == StopReason.CONTENT_FILTERED || stop == StopReason.GUARDRAIL_INTERVENED) {
            throw new ModelRejectedException("Bedrock filtered the content (" + response.stopReasonAsString() + ").", null);
        }
        var usage = response.usage();
        return new ModelResponse(content, stop, usage == null ? Usage.NONE : new Usage(orZero(usage.inputTokens()),
            orZero(usage.outputTokens()), orZero(usage.cacheReadInputTokens()), orZero(usage.cacheWriteInputTokens())));
    }

    static ConverseRequest toBedrock(ModelRequest request) {
        var builder = ConverseRequest.builder()
            .modelId(request.modelId())
            .system(request.system().stream().map(BedrockLanguageModel::systemBlock).toList())
            .messages(request.messages().stream().map(BedrockLanguageModel::message).toList())
            .inferenceConfig(InferenceConfiguration.builder()
                .maxTokens(request.maxTokens())
                .temperature((float) request.temperature())
                .build());
        if (!request.tools().isEmpty()) {
            var tools = request.tools().stream().map(tool -> Tool.fromToolSpec(ToolSpecification.builder()
                .name(tool.name())
                .description(tool.description())
                .inputSchema(ToolInputSchema.fromJson(Documents.toDocument(tool.inputSchema())))
                .build())).toList();
            var config = ToolConfiguration.builder().tools(tools);
            if (request.forcedTool() != null) {
                config.toolChoice(ToolChoice.fromTool(SpecificToolChoice.builder().name(request.forcedTool()).build()));
            }
            builder.toolConfig(config.build());
        }
        return builder.build();
    }

    private static SystemContentBlock systemBlock(ContentBlock block) {
        return switch (block) {
            case ContentBlock.Text text -> SystemContentBlock.fromText(text.text());
            case ContentBlock.CachePoint point -> SystemContentBlock.fromCachePoint(cachePoint());
            default -> throw new IllegalArgumentException("a system prompt holds text and cache points only");
        };
    }

    private static Message message(ModelMessage message) {
        return Message.builder()
            .role(message.role() == ModelMessage.Role.USER ? ConversationRole.USER : ConversationRole.ASSISTANT)
            .content(message.content().stream().map(BedrockLanguageModel::contentBlock).toList())
            .build();
    }

    private static software.amazon.awssdk.services.bedrockruntime.model.ContentBlock contentBlock(ContentBlock block) {
        return switch (block) {
            case ContentBlock.Text text -> software.amazon.awssdk.services.bedrockruntime.model.ContentBlock.fromText(text.text());
            case ContentBlock.CachePoint point ->
                software.amazon.awssdk.services.bedrockruntime.model.ContentBlock.fromCachePoint(cachePoint());
            case ContentBlock.ToolUse use -> software.amazon.awssdk.services.bedrockruntime.model.ContentBlock.fromToolUse(
                ToolUseBlock.builder().toolUseId(use.toolUseId()).name(use.name()).input(Documents.toDocument(use.input())).build());
            case ContentBlock.ToolResult result ->
                software.amazon.awssdk.services.bedrockruntime.model.ContentBlock.fromToolResult(ToolResultBlock.builder()
                    .toolUseId(result.toolUseId())
                    .content(ToolResultContentBlock.fromText(result.text()))
                    .status(result.error() ? ToolResultStatus.ERROR : ToolResultStatus.SUCCESS)
                    .build());
        };
    }

    private static CachePointBlock cachePoint() {
        return CachePointBlock.builder().type(CachePointType.DEFAULT).build();
    }

    /** Bedrock's failures, after the client's own retries, as the typed errors of the port. */
    static ClauseLensException map(RuntimeException e) {
        String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
        return switch (e) {
            case ThrottlingException t -> new ModelThrottledException("Bedrock throttled the request: " + detail, e);
            case ModelNotReadyException t -> new ModelUnavailableException("The model is not ready: " + detail, e);
            case ServiceUnavailableException t -> new ModelUnavailableException("Bedrock is unavailable: " + detail, e);
            case InternalServerException t -> new ModelUnavailableException("Bedrock failed: " + detail, e);
            case ModelTimeoutException t -> new ModelUnavailableException("The model timed out: " + detail, e);
            case AccessDeniedException t -> new ModelRejectedException("Access to the model was denied (is model access "
                + "enabled in the Bedrock console?): " + detail, e);
            case BedrockRuntimeException t when t.statusCode() >= 500 ->
                new ModelUnavailableException("Bedrock failed: " + detail, e);
            case BedrockRuntimeException t -> new ModelRejectedException("Bedrock refused the request: " + detail, e);
            case SdkClientException t -> new ModelUnavailableException("Bedrock could not be reached in time: " + detail, e);
            default -> new ModelUnavailableException("The call to Bedrock failed: " + detail, e);
        };
    }

    private static StopReason stopReason(String reason) {
        if (reason == null) {
            return StopReason.OTHER;
        }
        return switch (reason) {
            case "end_turn" -> StopReason.END_TURN;
            case "tool_use" -> StopReason.TOOL_USE;
            case "max_tokens" -> StopReason.MAX_TOKENS;
            case "stop_sequence" -> StopReason.STOP_SEQUENCE;
            case "content_filtered" -> StopReason.CONTENT_FILTERED;
            case "guardrail_intervened" -> StopReason.GUARDRAIL_INTERVENED;
            default -> StopReason.OTHER;
        };
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }
}
