package dev.clauselens.cli;

import picocli.CommandLine.Command;

/** {@code clauselens corpus ...}: the reference corpus. */
@Command(name = "corpus", mixinStandardHelpOptions = true, description = "Manages the reference corpus.",
    subcommands = {CorpusLoadCommand.class})
final class CorpusCommand {
}
