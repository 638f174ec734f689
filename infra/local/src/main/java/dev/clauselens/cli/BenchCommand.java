package dev.clauselens.cli;

import picocli.CommandLine.Command;

/** {@code clauselens bench ...}: performance figures, as JSON for the record. */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Measures ClauseLens's speed on the team's datasets.",
    subcommands = {BenchParseCommand.class, BenchSearchCommand.class, BenchPipelineCommand.class, BenchTokensCommand.class,
        BenchInitCommand.class, BenchStoreCommand.class})
final class BenchCommand {
}
