package dev.clauselens.cli;

import picocli.CommandLine.Option;

/** The options of the commands that analyse: where analyses are kept and who decides the uncertain cases. */
final class EngineOptions {
    @Option(names = "--store", defaultValue = "${env:CLAUSELENS_STORE:-memory}",
        description = "memory (default, kept in ~/.clauselens) or postgresql://user:password@host:port/db")
    String store;

    @Option(names = "--provider", defaultValue = "${env:CLAUSELENS_PROVIDER:-local}",
        description = "local (default: no tokens) or bedrock (uncertain clauses go to Amazon Bedrock; needs AWS_REGION "
            + "and credentials, or CLAUSELENS_BEDROCK_ENDPOINT for a local server)")
    String provider;
}
