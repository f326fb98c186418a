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
import java.util.List;
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
        if (kc.partitionKeys().size() != keys.partitionKeys().size()) {
            throw RequestException.validation("Query condition missed key schema element: " + keys.partitionKey().name());
        }
        for (int i = 0; i < keys.partitionKeys().size(); i++) {
            KeyAttribute key = keys.partitionKeys().get(i);
            if (!kc.partitionKeys().get(i).attributeName().equals(key.name())) {
                throw RequestException.validation("Query condition missed key schema element: " + key.name());
            }
            requireType(key, kc.partitionKeys().get(i).value());
        }
        if (kc.sortConditions().size() > Math.max(1, keys.sortKeys().size())) {
            throw RequestException.validation("Query condition missed key schema element: "
                    + kc.sortConditions().get(keys.sortKeys().size()).attributeName());
        }
        for (int i = 0; i < kc.sortConditions().size(); i++) {
            SortCondition sort = kc.sortConditions().get(i);
            KeyAttribute key = i < keys.sortKeys().size() ? keys.sortKeys().get(i) : null;
            if (key == null || !sort.attributeName().equals(key.name())) {
                throw RequestException.validation("Query condition missed key schema element: "
                        + (key != null ? key.name() : sort.attributeName()));
            }
            if (i < kc.sortConditions().size() - 1 && sort.operator() != KeyOperator.EQ) {
                throw RequestException.validation("RANGE key attributes " + key.name() + " must have equality conditions"
                        + " specified in the query because a condition is present on key attribute "
                        + kc.sortConditions().get(i + 1).attributeName());
            }
            checkSort(key, sort);
        }
        return kc;
    }

    private static void checkSort(KeyAttribute key, SortCondition sort) {
        requireType(key, sort.value());
        if (sort.upper() != null) {
            requireType(key, sort.upper());
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
        for (KeyCondition.Equality partition : kc.partitionKeys()) {
            AttributeValue pk = key.get(partition.attributeName());
            if (pk == null || pk.type() != partition.value().type() || ValueOrder.compare(pk, partition.value()) != 0) {
                return false;
            }
        }
        for (SortCondition sort : kc.sortConditions()) {
            if (!fits(key, sort, view, forward)) {
                return false;
            }
        }
        return true;
    }

    private static boolean fits(Item key, SortCondition sort, IndexView view, boolean forward) {
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

    /** The entries of a partition that a key condition's sort conditions select. */
    static NavigableMap<IndexView.Position, IndexView.Entry> range(
            NavigableMap<IndexView.Position, IndexView.Entry> entries, KeyCondition kc, IndexView view) {
        if (!view.hasTupleSortKey() || kc.sortConditions().isEmpty()) {
            return range(entries, kc.sort());
        }
        List<SortCondition> sorts = kc.sortConditions();
        List<AttributeValue> leading = sorts.subList(0, sorts.size() - 1).stream().map(SortCondition::value).toList();
        byte[] prefix = KeyCodec.tuple(leading).bytes();
        SortCondition last = sorts.get(sorts.size() - 1);
        byte[] value = element(prefix, last.value());
        byte[] afterPrefix = successor(prefix);
        byte[] afterValue = successor(value);
        return switch (last.operator()) {
            case EQ -> between(entries, value, afterValue);
            case LT -> between(entries, prefix, value);
            case LE -> between(entries, prefix, afterValue);
            case GT -> between(entries, afterValue, afterPrefix);
            case GE -> between(entries, value, afterPrefix);
            case BETWEEN -> between(entries, value, successor(element(prefix, last.upper())));
            case BEGINS_WITH -> {
                byte[] start = concat(prefix, KeyCodec.escaped(KeyCodec.sortableBytes(last.value())));
                yield between(entries, start, successor(start));
            }
        };
    }

    /** The tuple bytes of the leading values followed by one more value. */
    private static byte[] element(byte[] prefix, AttributeValue value) {
        return concat(prefix, KeyCodec.tuple(List.of(value)).bytes());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Entries from the tuple bytes {@code from} (inclusive) to {@code to} (exclusive; null: no end). */
    private static NavigableMap<IndexView.Position, IndexView.Entry> between(
            NavigableMap<IndexView.Position, IndexView.Entry> entries, byte[] from, byte[] to) {
        IndexView.Position lower = IndexView.Position.lowest(KeyBytes.wrap(from));
        return to == null ? entries.tailMap(lower, true)
                : entries.subMap(lower, true, IndexView.Position.lowest(KeyBytes.wrap(to)), false);
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
