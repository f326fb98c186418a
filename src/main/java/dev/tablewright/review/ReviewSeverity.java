package dev.tablewright.review;

/**
 * How much a finding matters, most serious first: DynamoDB would refuse or throttle it, it costs or
 * risks something worth changing, or it is worth knowing.
 */
public enum ReviewSeverity {
    ERROR, WARNING, INFO;

    /** Whether this is at least as serious as {@code threshold}. */
    public boolean atLeast(ReviewSeverity threshold) {
        return compareTo(threshold) <= 0;
    }
}
