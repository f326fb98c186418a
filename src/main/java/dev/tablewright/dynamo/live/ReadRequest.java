package dev.tablewright.dynamo.live;

import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Query or a Scan of a live table or one of its indexes. A Query when {@code key} is set: every
 * partition-key attribute with {@code =}, then the sort-key attributes used, left to right
 * (equality on the leading ones, any operator on the last one, as DynamoDB takes them on a
 * multi-attribute GSI key). {@code #name} placeholders in the filter and projection stand for the
 * attribute of that name; {@code values} holds the {@code :value} placeholders the filter uses.
 *
 * @param pageSize the Limit of each request: items read (before the filter) per page
 */
public record ReadRequest(String table, String index, KeyCondition key, String filter, String projection,
                          Map<String, AttributeValue> values, boolean consistentRead, boolean forward, int pageSize) {
    private static final Pattern NAME = Pattern.compile("#[A-Za-z0-9_]+");

    public ReadRequest {
        Objects.requireNonNull(table, "table");
        values = values == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
        filter = filter == null || filter.isBlank() ? null : filter.strip();
        projection = projection == null || projection.isBlank() ? null : projection.strip();
        if (pageSize < 1 || pageSize > 10_000) {
            throw new IllegalArgumentException("the limit must be between 1 and 10000, not " + pageSize);
        }
    }

    /** A Scan of the whole table, {@code pageSize} items a request. */
    public static ReadRequest scan(String table, int pageSize) {
        return new ReadRequest(table, null, null, null, null, Map.of(), false, true, pageSize);
    }

    public boolean isQuery() {
        return key != null;
    }

    /** "Query Orders (ByOwner)" or "Scan Orders". */
    public String describe() {
        return (isQuery() ? "Query " : "Scan ") + table + (index == null ? "" : " (" + index + ")");
    }

    /**
     * The KeyConditionExpression (null for a Scan), its placeholders added to {@code names} and
     * {@code values} ({@link KeyCondition#expression}).
     */
    public String keyCondition(Map<String, String> names, Map<String, AttributeValue> values) {
        return isQuery() ? key.expression(names, values) : null;
    }

    /** The KeyConditionExpression with the attributes' names in place of their placeholders. */
    public String keyConditionWithNames() {
        if (!isQuery()) {
            return null;
        }
        Map<String, String> names = new LinkedHashMap<>();
        String text = keyCondition(names, new LinkedHashMap<>());
        Matcher m = NAME.matcher(text);
        return m.replaceAll(r -> Matcher.quoteReplacement(names.getOrDefault(r.group(), r.group())));
    }
}
