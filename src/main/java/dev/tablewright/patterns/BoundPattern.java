package dev.tablewright.patterns;

import dev.tablewright.model.AccessPattern;
import java.util.List;
import java.util.Objects;

/** An access pattern with its parameters bound: one request, or one per shard value for a fan-out. */
public record BoundPattern(AccessPattern pattern, List<BoundRequest> requests) {
    public BoundPattern {
        Objects.requireNonNull(pattern, "pattern");
        requests = List.copyOf(requests);
    }

    public boolean fannedOut() {
        return pattern.fanOut() != null;
    }
}
