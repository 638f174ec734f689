package dev.clauselens.statemachine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.clauselens.lambda.FunctionConfig;
import dev.clauselens.start.StartConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The state machine definition and the SAM template agree with each other and with the code. */
class DeploymentStructureTest {
    private static final Path ROOT = AslInterpreter.MODULE.getParent();
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([A-Za-z0-9]+)}");

    private final JsonNode template = read(new ObjectMapper(new YAMLFactory()), ROOT.resolve("template.yaml"));
    private final JsonNode definition = read(new ObjectMapper(), AslInterpreter.DEFINITION);

    @Test
    void everyPlaceholderHasASubstitutionAndNoSubstitutionIsUnused() throws IOException {
        Set<String> placeholders = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(Files.readString(AslInterpreter.DEFINITION));
        while (matcher.find()) {
            placeholders.add(matcher.group(1));
        }
        Set<String> substitutions = new TreeSet<>();
        template.at("/Resources/AnalysisStateMachine/Properties/DefinitionSubstitutions").fieldNames()
            .forEachRemaining(substitutions::add);
        assertFalse(placeholders.isEmpty());
        assertEquals(placeholders, substitutions);
    }

    @Test
    void everyTaskRetriesAndEveryFailureReachesMarkFailed() {
        List<String> problems = new ArrayList<>();
        check(definition.get("States"), false, problems);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertEquals("Fail", definition.at("/States/Failed/Type").asText());
    }

    /** Tasks inside a Map are caught by the Map itself: a Catch there cannot leave the iteration. */
    private static void check(JsonNode states, boolean insideMap, List<String> problems) {
        states.fields().forEachRemaining(entry -> {
            JsonNode state = entry.getValue();
            String type = state.path("Type").asText();
            if (type.equals("Task")) {
                if (!state.has("Retry")) {
                    problems.add(entry.getKey() + " has no Retry");
                }
                if (!insideMap && !state.has("Catch")) {
                    problems.add(entry.getKey() + " has no Catch");
                }
                if (!state.toString().contains("JitterStrategy")) {
                    problems.add(entry.getKey() + " retries without jitter");
                }
            }
            if (type.equals("Map")) {
                if (!state.has("Catch")) {
                    problems.add(entry.getKey() + " (Map) has no Catch");
                }
                if (!state.has("MaxConcurrencyPath") && !state.has("MaxConcurrency")) {
                    problems.add(entry.getKey() + " (Map) has no concurrency limit");
                }
                check(state.at("/ItemProcessor/States"), true, problems);
            }
            if (!entry.getKey().equals("Mark failed")) {
                state.path("Catch").forEach(c -> {
                    if (!c.path("Next").asText().equals("Mark failed")) {
                        problems.add(entry.getKey() + " catches into " + c.path("Next").asText() + ", not Mark failed");
                    }
                });
            }
        });
    }

    @Test
    void everyHandlerTheTemplateNamesExistsAndEveryCodeUriIsAFunctionModule() throws Exception {
        Map<String, JsonNode> functions = functions();
        assertEquals(11, functions.size(), functions.keySet().toString());
        for (var function : functions.entrySet()) {
            String handler = function.getValue().at("/Properties/Handler").asText();
            String className = handler.substring(0, handler.indexOf("::"));
            Class<?> type = Class.forName(className);
            assertTrue(Set.of(type.getMethods()).stream().anyMatch(m -> m.getName().equals("handleRequest")), handler);
            type.getConstructor();
            String codeUri = function.getValue().at("/Properties/CodeUri").asText();
            assertTrue(codeUri.startsWith("functions/") && codeUri.endsWith("/target/function.jar"), codeUri);
            assertTrue(Files.isRegularFile(ROOT.resolve(codeUri.replace("target/function.jar", "pom.xml"))), codeUri);
        }
    }

    @Test
    void everyVariableAConfigRecordRequiresIsSetByTheTemplate() {
        Set<String> global = names(template.at("/Globals/Function/Environment/Variables"));
        for (String name : FunctionConfig.REQUIRED) {
            if (!name.equals("AWS_REGION")) {
                assertTrue(global.contains(name), name + " is not set for every function");
            }
        }
        for (String function : List.of("ApiFunction", "UploadTriggerFunction")) {
            Set<String> own = names(functions().get(function).at("/Properties/Environment/Variables"));
            for (String name : StartConfig.REQUIRED) {
                assertTrue(own.contains(name), name + " is not set for " + function);
            }
        }
    }

    @Test
    void theDefinitionPassesTheAslValidator() throws Exception {
        assumeTrue(AslInterpreter.available(), "skipped: statemachine/node_modules is missing (infra/scripts/test runs npm ci)");
        Process validator = new ProcessBuilder("node", "node_modules/asl-validator/dist/bin/asl-validator.js",
            "--json-path", AslInterpreter.DEFINITION.toString())
            .directory(AslInterpreter.MODULE.toFile()).redirectErrorStream(true).start();
        String output = new String(validator.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(validator.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, validator.exitValue(), output);
        assertTrue(output.contains("is valid"), output);
    }

    @Test
    void theTemplatePassesCfnLint() throws Exception {
        assumeTrue(onPath("cfn-lint"), "skipped: cfn-lint is not installed (pip install cfn-lint); the template was not linted");
        Process lint = new ProcessBuilder("cfn-lint", "template.yaml").directory(ROOT.toFile()).redirectErrorStream(true)
            .start();
        String output = new String(lint.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(lint.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, lint.exitValue(), output);
    }

    /** The API as CloudFormation receives it after the SAM transform (infra/scripts/transform-template). */
    @Test
    void theTransformedHttpApiKeepsExplicitCorsEveryRouteAndAPreflightWithoutAuthorizer() throws Exception {
        Process transform = new ProcessBuilder("python3", "infra/scripts/transform-template", "template.yaml")
            .directory(ROOT.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] output = transform.getInputStream().readAllBytes();
        assertTrue(transform.waitFor(120, TimeUnit.SECONDS));
        assumeTrue(transform.exitValue() != 3, "skipped: cfn-lint (and the SAM translator) is not installed");
        assertEquals(0, transform.exitValue(), "the SAM transform failed: run infra/scripts/transform-template");
        JsonNode body = new ObjectMapper().readTree(output).at("/Resources/HttpApi/Properties/Body");
        JsonNode cors = body.get("x-amazon-apigateway-cors");
        assertEquals("AddinOrigins", cors.at("/allowOrigins/Ref").asText(), cors.toString());
        assertEquals(Set.of("GET", "POST", "PUT", "DELETE", "OPTIONS"), texts(cors.get("allowMethods")));
        assertEquals(Set.of("Content-Disposition"), texts(cors.get("exposeHeaders")));
        assertEquals(Set.of("Authorization", "Content-Type"), texts(cors.get("allowHeaders")));
        assertTrue(cors.path("maxAge").asInt() > 0, cors.toString());
        Set<String> routes = new TreeSet<>();
        body.get("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(method -> {
            String route = method.getKey().toUpperCase(java.util.Locale.ROOT) + " " + path.getKey();
            routes.add(route);
            String security = method.getValue().path("security").toString();
            assertEquals(method.getKey().equals("options") ? "[{\"NONE\":[]}]" : "[{\"Jwt\":[]}]", security, route);
        }));
        Set<String> expected = new TreeSet<>(dev.clauselens.core.api.AnalysisApi.ROUTES);
        expected.addAll(dev.clauselens.core.api.ConversationApi.ROUTES);
        expected.add("OPTIONS /{proxy+}");
        assertEquals(expected, routes);
    }

    @Test
    void everyBedrockCallEndsWithinItsFunctionsTimeout() {
        Map<String, String> global = variables(template.at("/Globals/Function/Environment/Variables"));
        int globalTimeout = template.at("/Globals/Function/Timeout").asInt();
        int checked = 0;
        for (var function : functions().entrySet()) {
            if (!function.getValue().toString().contains("bedrock:InvokeModel")) {
                continue;
            }
            Map<String, String> env = new java.util.HashMap<>(global);
            env.putAll(variables(function.getValue().at("/Properties/Environment/Variables")));
            env.put("AWS_REGION", "eu-west-1");
            var bedrock = dev.clauselens.bedrock.BedrockConfig.fromEnvironment(env);
            int timeout = function.getValue().at("/Properties/Timeout").asInt(globalTimeout);
            assertTrue(bedrock.callTimeout().toSeconds() + 30 <= timeout, function.getKey() + ": a Bedrock call may take "
                + bedrock.callTimeout().toSeconds() + " s, the function has " + timeout + " s");
            checked++;
        }
        assertEquals(4, checked, "the three agent functions and the assistant's worker call Bedrock");
        int machine = definition.path("TimeoutSeconds").asInt();
        assertTrue(machine >= definition.at("/States/Parse/TimeoutSeconds").asInt() * 2, "the state machine's "
            + "TimeoutSeconds (" + machine + ") leaves no room for the steps after Parse");
    }

    private static boolean onPath(String command) {
        return java.util.Arrays.stream(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
            .anyMatch(dir -> Files.isExecutable(Path.of(dir, command)));
    }

    private static Set<String> texts(JsonNode array) {
        Set<String> texts = new HashSet<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }

    private static Map<String, String> variables(JsonNode variables) {
        Map<String, String> values = new java.util.HashMap<>();
        variables.fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().isValueNode() ? e.getValue().asText()
            : "(reference)"));
        return values;
    }

    private Map<String, JsonNode> functions() {
        Map<String, JsonNode> functions = new java.util.TreeMap<>();
        template.get("Resources").fields().forEachRemaining(e -> {
            if (e.getValue().path("Type").asText().equals("AWS::Serverless::Function")) {
                functions.put(e.getKey(), e.getValue());
            }
        });
        return functions;
    }

    private static Set<String> names(JsonNode variables) {
        Set<String> names = new HashSet<>();
        variables.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static JsonNode read(ObjectMapper mapper, Path path) {
        try {
            return mapper.readTree(path.toFile());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + path, e);
        }
    }
}
