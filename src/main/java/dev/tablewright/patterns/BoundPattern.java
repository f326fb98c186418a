package dev.tablewright.patterns;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeySchema;
import java.util.List;
import java.util.Objects;

/**
 * An access pattern with its parameters bound: one request, or one per shard value for a fan-out;
 * for a transaction pattern, no request of its own and the {@code transaction} it sends (else null).
 * {@code keys} is the key schema of the table or index the pattern reads (a transaction's first
 * action's table); its sort key orders the merge of a fan-out's results, so a run needs no engine
 * to learn it.
 */
public record BoundPattern(AccessPattern pattern, List<BoundRequest> requests, KeySchema keys,
                           BoundTransaction transaction) {
    public BoundPattern {
        Objects.requireNonNull(pattern, "pattern");
        requests = List.copyOf(requests);
        Objects.requireNonNull(keys, "keys");
        if (requests.isEmpty() == (transaction == null)) {
            throw new IllegalArgumentException("a bound pattern has requests, or is a transaction");
        }
    }

    public BoundPattern(AccessPattern pattern, List<BoundRequest> requests, KeySchema keys) {
        this(pattern, requests, keys, null);
    }

    public boolean fannedOut() {
        return pattern.fanOut() != null;
    }

    public boolean isTransaction() {
        return transaction != null;
    }
}
