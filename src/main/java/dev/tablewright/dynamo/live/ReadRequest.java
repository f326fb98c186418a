package dev.tablewright.dynamo.live;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyOperator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A Query or a Scan of a live table or one of its indexes. A Query when {@code partitionKey} is
 * set; then {@code sortOperator} (null: no sort-key condition) takes one value, two for BETWEEN.
 * {@code #name} placeholders in the filter and projection stand for the attribute of that name;
 * {@code values} holds the {@code :value} placeholders the filter uses.
 *
 * @param pageSize the Limit of each request: items read (before the filter) per page
 */
public record ReadRequest(String table, String index, String partitionKeyName, AttributeValue partitionKey,
                          String sortKeyName, KeyOperator sortOperator, List<AttributeValue> sortValues,
                          String filter, String projection, Map<String, AttributeValue> values,
                          boolean consistentRead, boolean forward, int pageSize) {
    public ReadRequest {
        Objects.requireNonNull(table, "table");
        sortValues = sortValues == null ? List.of() : List.copyOf(sortValues);
        values = values == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
        filter = filter == null || filter.isBlank() ? null : filter.strip();
        projection = projection == null || projection.isBlank() ? null : projection.strip();
        if (pageSize < 1 || pageSize > 10_000) {
            throw new IllegalArgumentException("the limit must be between 1 and 10000, not " + pageSize);
        }
        if (partitionKey != null && partitionKeyName == null) {
            throw new IllegalArgumentException("a partition key value needs the key's name");
        }
        if (sortOperator != null) {
            int wanted = sortOperator == KeyOperator.BETWEEN ? 2 : 1;
            if (sortValues.size() != wanted) {
                throw new IllegalArgumentException(sortOperator.symbol() + " on " + sortKeyName + " takes "
                        + wanted + (wanted == 1 ? " value" : " values"));
            }
        }
    }

    /** A Scan of the whole table, {@code pageSize} items a request. */
    public static ReadRequest scan(String table, int pageSize) {
        return new ReadRequest(table, null, null, null, null, null, List.of(), null, null, Map.of(), false, true,
                pageSize);
    }

    public boolean isQuery() {
        return partitionKey != null;
    }

    /** "Query Orders (ByOwner)" or "Scan Orders". */
    public String describe() {
        return (isQuery() ? "Query " : "Scan ") + table + (index == null ? "" : " (" + index + ")");
    }

    /** The KeyConditionExpression, with {@code #pk}, {@code #sk}, {@code :pk}, {@code :sk1}, {@code :sk2}. */
    public String keyCondition() {
        if (!isQuery()) {
            return null;
        }
        String pk = "#pk = :pk";
        if (sortOperator == null) {
            return pk;
        }
        return pk + " AND " + switch (sortOperator) {
            case BETWEEN -> "#sk BETWEEN :sk1 AND :sk2";
            case BEGINS_WITH -> "begins_with(#sk, :sk1)";
            default -> "#sk " + sortOperator.symbol() + " :sk1";
        };
    }
}
