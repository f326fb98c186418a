package dev.tablewright.engine;

import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ValueOrder;
import java.util.Arrays;
import java.util.NavigableMap;

/**
 * A Query's key condition: bound and checked against the key schema of the table or index read,
 * turned into the range of a partition it reads, and whether a start or last key lies inside it.
 */
final class KeyConditionRange {
    private KeyConditionRange() {
    }

    /** The bound key condition of a Query, checked against the view's key schema. */
    static KeyCondition keyCondition(QueryRequest q, PreparedExpressions ex, IndexView view) {
        KeyCondition kc = q.keyCondition() != null ? q.keyCondition() : ex.keyCondition();
        if (kc == null) {
            throw RequestException.validation(
                    "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
        }
        KeySchema keys = view.keySchema();
        if (!kc.partitionKeyName().equals(keys.partitionKey().name())) {
            throw RequestException.validation("Query condition missed key schema element: " + keys.partitionKey().name());
        }
        requireType(keys.partitionKey(), kc.partitionValue());
        SortCondition sort = kc.sort();
        if (sort != null) {
            if (!keys.hasSortKey() || !sort.attributeName().equals(keys.sortKey().name())) {
                throw RequestException.validation("Query condition missed key schema element: "
                        + (keys.hasSortKey() ? keys.sortKey().name() : sort.attributeName()));
            }
            requireType(keys.sortKey(), sort.value());
            if (sort.upper() != null) {
                requireType(keys.sortKey(), sort.upper());
                if (ValueOrder.compare(sort.value(), sort.upper()) > 0) {
                    throw RequestException.validation("Invalid KeyConditionExpression: The BETWEEN operator requires"
                            + " upper bound to be greater than or equal to lower bound");
                }
            }
            if (sort.operator() == KeyOperator.BEGINS_WITH && sort.value().type() == AttributeType.N) {
                throw RequestException.validation("Invalid KeyConditionExpression: Incorrect operand type for operator"
                        + " or function; operator or function: begins_with, operand type: N");
            }
        }
        return kc;
    }

    private static void requireType(KeyAttribute key, AttributeValue value) {
        if (value.type() != key.type().attributeType()) {
            throw RequestException.validation(
                    "One or more parameter values were invalid: Condition parameter type does not match schema type");
        }
    }

    /**
     * Whether a start or last key lies within the key condition, as Local checks it: the table's
     * sort key, when the condition is on it, must be strictly inside an inclusive bound that the
     * direction of travel ends at (so a page ending on the bound has no LastEvaluatedKey).
     */
    static boolean fits(Item key, KeyCondition kc, IndexView view, boolean forward) {
        AttributeValue pk = key.get(kc.partitionKeyName());
        if (pk == null || pk.type() != kc.partitionValue().type() || ValueOrder.compare(pk, kc.partitionValue()) != 0) {
            return false;
        }
        SortCondition sort = kc.sort();
        if (sort == null) {
            return true;
        }
        AttributeValue v = key.get(sort.attributeName());
        if (v == null || v.type() != sort.value().type()) {
            return false;
        }
        boolean onTableSortKey = view.tableKeySchema().hasSortKey()
                && sort.attributeName().equals(view.tableKeySchema().sortKey().name());
        int c = ValueOrder.compare(v, sort.value());
        return switch (sort.operator()) {
            case EQ -> c == 0;
            case LT -> c < 0;
            case GT -> c > 0;
            case LE -> onTableSortKey && forward ? c < 0 : c <= 0;
            case GE -> onTableSortKey && !forward ? c > 0 : c >= 0;
            case BETWEEN -> {
                int u = ValueOrder.compare(v, sort.upper());
                if (onTableSortKey) {
                    yield forward ? c >= 0 && u < 0 : c > 0 && u <= 0;
                }
                yield c >= 0 && u <= 0;
            }
            case BEGINS_WITH -> KeyCodec.sortable(v).startsWith(KeyCodec.sortable(sort.value()));
        };
    }

    static NavigableMap<IndexView.Position, IndexView.Entry> range(
            NavigableMap<IndexView.Position, IndexView.Entry> entries, SortCondition sort) {
        if (sort == null) {
            return entries;
        }
        KeyBytes v = KeyCodec.sortable(sort.value());
        return switch (sort.operator()) {
            case EQ -> entries.subMap(IndexView.Position.lowest(v), true, IndexView.Position.highest(v), true);
            case LT -> entries.headMap(IndexView.Position.lowest(v), false);
            case LE -> entries.headMap(IndexView.Position.highest(v), true);
            case GT -> entries.tailMap(IndexView.Position.highest(v), false);
            case GE -> entries.tailMap(IndexView.Position.lowest(v), true);
            case BETWEEN -> entries.subMap(IndexView.Position.lowest(v), true,
                    IndexView.Position.highest(KeyCodec.sortable(sort.upper())), true);
            case BEGINS_WITH -> {
                byte[] successor = successor(v.bytes());
                yield successor == null ? entries.tailMap(IndexView.Position.lowest(v), true)
                        : entries.subMap(IndexView.Position.lowest(v), true,
                        IndexView.Position.lowest(KeyBytes.wrap(successor)), false);
            }
        };
    }

    /** The smallest byte string greater than every string with this prefix, or null when there is none. */
    private static byte[] successor(byte[] prefix) {
        for (int i = prefix.length - 1; i >= 0; i--) {
            if (prefix[i] != (byte) 0xFF) {
                byte[] out = Arrays.copyOf(prefix, i + 1);
                out[i]++;
                return out;
            }
        }
        return null;
    }
}
