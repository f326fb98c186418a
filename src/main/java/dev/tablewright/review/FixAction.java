package dev.tablewright.review;

import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.Projection;
import java.util.List;
import java.util.Objects;

/**
 * A fix that can be applied to the model as an edit (the Review tab turns it into an undoable
 * command of the edit package); a finding whose fix needs a person's judgement has none.
 */
public sealed interface FixAction {
    /** Which kind of edit. */
    Kind kind();

    String table();

    String index();

    /** One line saying what the edit does. */
    String description();

    enum Kind {
        ADD_KEYS_ONLY_PROJECTION, INCLUDE_PROJECTION, DROP_INDEX, ADD_WRITE_SHARDS, MULTI_ATTRIBUTE_KEY
    }

    /** Which part of a key an attribute belongs to. */
    enum KeyRole {
        PARTITION, SORT
    }

    /** Give the index a KEYS_ONLY projection, or an INCLUDE of the named attributes. */
    record SetProjection(String table, String index, Projection projection) implements FixAction {
        public SetProjection {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(index, "index");
            Objects.requireNonNull(projection, "projection");
        }

        @Override
        public Kind kind() {
            return projection.nonKeyAttributes().isEmpty() ? Kind.ADD_KEYS_ONLY_PROJECTION : Kind.INCLUDE_PROJECTION;
        }

        @Override
        public String description() {
            return kind() == Kind.ADD_KEYS_ONLY_PROJECTION ? "project only the keys into " + index
                    : "project the keys and " + String.join(", ", projection.nonKeyAttributes()) + " into " + index;
        }
    }

    /** Delete the index. */
    record DropIndex(String table, String index) implements FixAction {
        public DropIndex {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(index, "index");
        }

        @Override
        public Kind kind() {
            return Kind.DROP_INDEX;
        }

        @Override
        public String description() {
            return "drop index " + index + " of table " + table;
        }
    }

    /**
     * Write-shard the index's partition key: the items whose {@code attribute} holds {@code value}
     * (every item when it is null) get a suffix {@code #0..#count-1} on it, chosen at random or by a
     * hash of {@code hashSource} when that is not null, and the patterns reading the key fan out over
     * the shards. For a key that is already a shard number (an IndexShards entry), {@code value} is
     * null and {@code count} the new number of shards.
     */
    record AddWriteShards(String table, String index, String attribute, String value, int count, String hashSource)
            implements FixAction {
        public AddWriteShards {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(index, "index");
            Objects.requireNonNull(attribute, "attribute");
            if (count < 2) {
                throw new IllegalArgumentException("write sharding needs at least 2 shards, was " + count);
            }
        }

        @Override
        public Kind kind() {
            return Kind.ADD_WRITE_SHARDS;
        }

        @Override
        public String description() {
            return value == null ? "shard " + index + " over " + count + " values of " + attribute
                    : "write " + attribute + " = " + value + " as " + value + "#0.." + value + "#" + (count - 1)
                    + " and read all " + count + " in " + index;
        }
    }

    /**
     * Replace the index key attribute {@code replaced} (whose values concatenate others) with the
     * attributes it is made of, in order, as a multi-attribute GSI key part.
     */
    record MultiAttributeKey(String table, String index, KeyRole role, String replaced, List<KeyAttribute> attributes)
            implements FixAction {
        public MultiAttributeKey {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(index, "index");
            Objects.requireNonNull(role, "role");
            Objects.requireNonNull(replaced, "replaced");
            attributes = List.copyOf(attributes);
        }

        @Override
        public Kind kind() {
            return Kind.MULTI_ATTRIBUTE_KEY;
        }

        @Override
        public String description() {
            return "make the " + role.name().toLowerCase() + " key of " + index + " the attributes "
                    + String.join(" + ", attributes.stream().map(KeyAttribute::name).toList()) + " instead of "
                    + replaced;
        }
    }
}
