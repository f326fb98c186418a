package dev.tablewright.validate;

import dev.tablewright.model.ShardFanOut;
import dev.tablewright.validate.ValidationContext.IndexedPattern;
import java.util.List;

/**
 * A write-sharded pattern reads every shard with its own request: a fan-out over more than
 * {@link ShardFanOut#MAX_SHARDS} shards is refused, so that running it cannot exhaust memory or the
 * table. The limit and its words are {@link ShardFanOut#refusal()}'s; binding refuses the same.
 */
final class PatternFanOutRule implements ValidationRule {

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (IndexedPattern indexed : context.patterns()) {
            ShardFanOut fanOut = indexed.pattern().fanOut();
            if (fanOut != null) {
                fanOut.refusal().ifPresent(why -> out.add(Finding.error(indexed.at("FanOut"), why)));
            }
        }
    }
}
