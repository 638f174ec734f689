package dev.clauselens.cli;

import picocli.CommandLine.Command;

/** {@code clauselens eval ...}: quality on public benchmarks, as EVALUATION.md defines it. */
@Command(name = "eval", mixinStandardHelpOptions = true, description = "Measures ClauseLens on public benchmarks.",
    subcommands = {EvalContractNliCommand.class, EvalCuadCommand.class, EvalReviewCommand.class, EvalTermsCommand.class, EvalIntentsCommand.class})
final class EvalCommand {
}
