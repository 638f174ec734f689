package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class BedrockServerCommandTest {

    @Test
    void startsALocalServerThatAnswersConverseRequestsInTheToolSchema() throws Exception {
        var command = new BedrockServerCommand();
        new CommandLine(command).parseArgs("--port", "0");
        try (var server = command.start()) {
            String body = """
                {"messages": [{"role": "user", "content": [{"text": "Classify: survives two years."}]}],
                 "toolConfig": {"tools": [{"toolSpec": {"name": "record", "description": "d", "inputSchema": {"json":
                   {"type": "object", "required": ["level"], "properties": {"level": {"enum": ["standard", "aggressive"]}}}}}}],
                   "toolChoice": {"tool": {"name": "record"}}}}""";
            var response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(server.endpoint() + "/model/us.anthropic.claude-haiku-4-5-20251001-v1%3A0/converse"))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode());
            var json = new ObjectMapper().readTree(response.body());
            assertEquals("standard", json.at("/output/message/content/0/toolUse/input/level").asText());
            assertEquals("tool_use", json.get("stopReason").asText());
            assertEquals("us.anthropic.claude-haiku-4-5-20251001-v1:0", server.calls().getFirst().modelId());
        }
    }
}
