package dev.tablewright.validate;

import dev.tablewright.model.ShardFanOut;
import dev.tablewright.validate.ValidationContext.IndexedPattern;
import java.util.List;

/**
 * A write-sharded pattern reads every shard with its own request: a fan-out over more than
 * {@link #MAX_SHARDS} shards is refused, so that running it cannot exhaust memory or the table.
 */
final class PatternFanOutRule implements ValidationRule {
    static final int MAX_SHARDS = 10_000;

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (IndexedPattern indexed : context.patterns()) {
            ShardFanOut fanOut = indexed.pattern().fanOut();
            if (fanOut != null && (long) fanOut.last() - fanOut.first() + 1 > MAX_SHARDS) {
                out.add(Finding.error(indexed.at("FanOut"), "FanOut over " + fanOut.first() + ".." + fanOut.last()
                        + " is " + ((long) fanOut.last() - fanOut.first() + 1) + " shards, one request each; "
                        + "use at most " + MAX_SHARDS + " shards"));
            }
        }
    }
}
