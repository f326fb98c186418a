package dev.tablewright.patterns;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeySchema;
import java.util.List;
import java.util.Objects;

/**
 * An access pattern with its parameters bound: one request, or one per shard value for a fan-out.
 * {@code keys} is the key schema of the table or index the pattern reads; its sort key orders the
 * merge of a fan-out's results, so a run needs no engine to learn it.
 */
public record BoundPattern(AccessPattern pattern, List<BoundRequest> requests, KeySchema keys) {
    public BoundPattern {
        Objects.requireNonNull(pattern, "pattern");
        requests = List.copyOf(requests);
        Objects.requireNonNull(keys, "keys");
    }

    public boolean fannedOut() {
        return pattern.fanOut() != null;
    }
}
