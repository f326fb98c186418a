package dev.tablewright.patterns;

/** A pattern a target would not send, because its live table cannot answer it (see {@link PatternVerdict}). */
public final class PatternRefusedException extends RuntimeException {
    private final transient PatternVerdict verdict;

    public PatternRefusedException(PatternVerdict verdict) {
        super("pattern '" + verdict.pattern() + "' cannot run on the live table: " + verdict.summary());
        this.verdict = verdict;
    }

    public PatternVerdict verdict() {
        return verdict;
    }
}
