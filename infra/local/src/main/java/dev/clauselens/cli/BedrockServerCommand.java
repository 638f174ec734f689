package dev.clauselens.cli;

import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.testing.LocalBedrockServer;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens bedrock-server}: the local Bedrock server for development, speaking the Converse
 * wire format on loopback. Point the Bedrock provider at it with {@code CLAUSELENS_BEDROCK_ENDPOINT}.
 */
@Command(name = "bedrock-server", mixinStandardHelpOptions = true,
    description = {"Runs a local server that speaks Amazon Bedrock's Converse API on 127.0.0.1, answering every "
        + "forced tool with a value that fits its schema. Stops on Ctrl-C."})
final class BedrockServerCommand implements Callable<Integer> {

    @Option(names = "--port", defaultValue = "8787", description = "port to listen on (default: ${DEFAULT-VALUE}; 0 picks one)")
    int port;

    @Option(names = "--throttle-rate", defaultValue = "0", description = "share of requests answered 429 ThrottlingException (0-1)")
    double throttleRate;

    @Option(names = "--latency-ms", defaultValue = "0", description = "delay before every answer")
    long latencyMillis;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        LocalBedrockServer server = start();
        PrintWriter out = spec.commandLine().getOut();
        out.printf("Local Bedrock server listening on %s%nUse it with: export CLAUSELENS_BEDROCK_ENDPOINT=%s AWS_REGION=us-east-1 "
            + "AWS_ACCESS_KEY_ID=local AWS_SECRET_ACCESS_KEY=local%n", server.endpoint(), server.endpoint());
        out.flush();
        var stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        stopped.await();
        return 0;
    }

    LocalBedrockServer start() {
        if (throttleRate < 0 || throttleRate > 1) {
            throw new InvalidInputException("--throttle-rate is a share from 0 to 1.");
        }
        return LocalBedrockServer.start(port).throttleRate(throttleRate).latency(Duration.ofMillis(latencyMillis));
    }
}
