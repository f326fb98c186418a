package dev.tablewright.patterns;

import java.util.List;

/**
 * A timed pattern run: the merged result, each request's pages and time where the target measures
 * them (DynamoDB does; memory leaves {@code requests} empty), and the whole run's milliseconds.
 */
public record PatternRun(PatternResult result, List<RequestTiming> requests, double millis) {
    public PatternRun {
        requests = List.copyOf(requests);
    }

    /** One request of a run ({@code shard} null unless the pattern fans out): pages read and time taken. */
    public record RequestTiming(Integer shard, int pages, double millis) {
    }
}
