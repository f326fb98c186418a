package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyOperator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A bound key condition of a Query: each partition-key (HASH) attribute equals a value, in schema
 * order; then the conditions on the sort-key (RANGE) attributes used, in schema order: none, one,
 * or for a multi-attribute GSI key equalities on the leading attributes and any operator on the
 * last one used. {@link #partitionKeyName()}, {@link #partitionValue()} and {@link #sort()} are
 * the first of each, the whole condition when the key has one attribute of each kind.
 */
public record KeyCondition(List<Equality> partitionKeys, List<SortCondition> sortConditions) {
    public KeyCondition {
        partitionKeys = List.copyOf(partitionKeys);
        sortConditions = List.copyOf(sortConditions);
        if (partitionKeys.isEmpty()) {
            throw new IllegalArgumentException("a key condition needs a partition key attribute");
        }
    }

    /** A condition on a key of one partition-key attribute and at most one sort-key attribute. */
    public KeyCondition(String partitionKeyName, AttributeValue partitionValue, SortCondition sort) {
        this(List.of(new Equality(partitionKeyName, partitionValue)), sort == null ? List.of() : List.of(sort));
    }

    public static KeyCondition of(String partitionKeyName, AttributeValue partitionValue) {
        return new KeyCondition(partitionKeyName, partitionValue, null);
    }

    public String partitionKeyName() {
        return partitionKeys.get(0).attributeName();
    }

    public AttributeValue partitionValue() {
        return partitionKeys.get(0).value();
    }

    /** The condition on the first sort-key attribute, or null when there is none. */
    public SortCondition sort() {
        return sortConditions.isEmpty() ? null : sortConditions.get(0);
    }

    public Optional<SortCondition> findSort() {
        return Optional.ofNullable(sort());
    }

    /** Whether the condition names more than one attribute of either kind (a multi-attribute GSI key). */
    public boolean isMultiAttribute() {
        return partitionKeys.size() > 1 || sortConditions.size() > 1;
    }

    /**
     * The condition as KeyConditionExpression text, its placeholders added to {@code names} and
     * {@code values}: {@code #kp = :kp AND #ks BETWEEN :ks AND :ks2} for a key of one attribute of
     * each kind; the second and later attributes of a multi-attribute key take {@code _2},
     * {@code _3}, ... ({@code #kp_2 = :kp_2}, {@code :ks_2_2} for a later BETWEEN's upper value).
     */
    public String expression(Map<String, String> names, Map<String, AttributeValue> values) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < partitionKeys.size(); i++) {
            Equality e = partitionKeys.get(i);
            String p = "kp" + suffix(i);
            names.put("#" + p, e.attributeName());
            values.put(":" + p, e.value());
            text.append(i == 0 ? "" : " AND ").append('#').append(p).append(" = :").append(p);
        }
        for (int i = 0; i < sortConditions.size(); i++) {
            SortCondition s = sortConditions.get(i);
            String p = "ks" + suffix(i);
            names.put("#" + p, s.attributeName());
            values.put(":" + p, s.value());
            text.append(" AND ");
            if (s.operator() == KeyOperator.BETWEEN) {
                String upper = ":" + p + (i == 0 ? "2" : "_2");
                values.put(upper, s.upper());
                text.append('#').append(p).append(" BETWEEN :").append(p).append(" AND ").append(upper);
            } else if (s.operator() == KeyOperator.BEGINS_WITH) {
                text.append("begins_with(#").append(p).append(", :").append(p).append(')');
            } else {
                text.append('#').append(p).append(' ').append(s.operator().symbol()).append(" :").append(p);
            }
        }
        return text.toString();
    }

    private static String suffix(int i) {
        return i == 0 ? "" : "_" + (i + 1);
    }

    /** A partition-key attribute and the value it must equal. */
    public record Equality(String attributeName, AttributeValue value) {
        public Equality {
            Objects.requireNonNull(attributeName, "attributeName");
            Objects.requireNonNull(value, "value");
        }
    }
}
