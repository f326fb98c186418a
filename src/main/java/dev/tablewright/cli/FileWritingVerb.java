package dev.tablewright.cli;

import picocli.CommandLine.Mixin;

/**
 * A verb that writes files: it takes {@code --force}, and its files follow {@link OutputFileOption}'s
 * one rule (no existing file replaced without it; the replaced one kept as a numbered backup).
 */
abstract class FileWritingVerb extends Verb {
    @Mixin
    OutputFileOption output;
}
