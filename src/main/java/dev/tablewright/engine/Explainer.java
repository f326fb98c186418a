package dev.tablewright.engine;

import dev.tablewright.engine.PreparedExpressions;
import dev.tablewright.engine.ExpressionInput;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.SortCondition;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import java.util.List;

/**
 * Says, for any item and any read request, why the item is in or out of the result: not in the
 * table, not in the index (lacks a key attribute), another partition, sort key outside the range,
 * before the start key, another segment, beyond the Limit, beyond the 1 MB page, removed by the
 * filter, or returned. It runs the request once on the engine and follows the item through it.
 */
public final class Explainer {
    private final InMemoryEngine engine;

    public Explainer(InMemoryEngine engine) {
        this.engine = engine;
    }

    public Explanation explain(ReadRequest request, Item item) {
        InMemoryTable table = engine.table(request.tableName());
        KeySchema tableKeys = table.keySchema();
        for (KeyAttribute key : tableKeys.attributes()) {
            AttributeValue value = item.get(key.name());
            if (value == null || value.type() != key.type().attributeType()) {
                return new Explanation(Verdict.NOT_IN_TABLE, "it has no " + key.name() + " of type " + key.type()
                        + ", the table's " + (key == tableKeys.partitionKey() ? "partition" : "sort") + " key");
            }
        }
        Item stored = table.get(item);
        if (stored == null) {
            return new Explanation(Verdict.NOT_IN_TABLE, "no item with key " + keyText(item, tableKeys.attributeNames())
                    + " is in " + table.name());
        }
        if (request instanceof GetItemRequest g) {
            Item wanted = IndexView.only(g.key(), tableKeys.attributeNames());
            Item own = IndexView.only(stored, tableKeys.attributeNames());
            boolean same = tableKeys.attributes().stream().allMatch(a -> wanted.get(a.name()) != null
                    && Capacities.same(wanted.get(a.name()), own.get(a.name())));
            return same ? new Explanation(Verdict.RETURNED, "GetItem asks for its key")
                    : new Explanation(Verdict.OTHER_KEY, "GetItem asks for " + keyText(wanted, tableKeys.attributeNames())
                    + ", its key is " + keyText(own, tableKeys.attributeNames()));
        }
        IndexView view = table.view(request instanceof QueryRequest q ? q.indexName() : ((ScanRequest) request).indexName());
        String notInIndex = view.exclusionReason(stored);
        if (notInIndex != null) {
            return new Explanation(Verdict.NOT_IN_INDEX, notInIndex);
        }
        if (request instanceof QueryRequest q) {
            Explanation outside = outsideKeyCondition(q, view, stored);
            if (outside != null) {
                return outside;
            }
            if (q.exclusiveStartKey() != null) {
                IndexView.Position start = view.position(q.exclusiveStartKey());
                int c = view.position(stored).compareTo(start);
                if (q.forward() ? c <= 0 : c >= 0) {
                    return new Explanation(Verdict.BEFORE_START_KEY, "it comes at or before the ExclusiveStartKey "
                            + keyText(q.exclusiveStartKey(), view.keyAttributeNames()) + " in "
                            + (q.forward() ? "ascending" : "descending") + " order, so an earlier page had it");
                }
            }
        } else {
            ScanRequest s = (ScanRequest) request;
            Explanation outside = outsideScanStart(s, view, stored);
            if (outside != null) {
                return outside;
            }
        }
        PageRun run = engine.run(request);
        List<IndexView.Entry> candidates = run.candidates();
        int at = -1;
        for (int i = 0; i < candidates.size(); i++) {
            if (candidates.get(i).item().equals(stored)) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            Integer limit = request instanceof QueryRequest q ? q.limit() : ((ScanRequest) request).limit();
            return new Explanation(Verdict.BEYOND_LIMIT, "the Limit of " + limit + " items was reached before it;"
                    + " a later page, from the LastEvaluatedKey, reads it");
        }
        if (at >= run.scanned()) {
            return new Explanation(Verdict.BEYOND_PAGE, "the 1 MB page ended after " + run.scanned()
                    + " items, before it; the next page, from the LastEvaluatedKey, reads it");
        }
        IndexView.Entry entry = candidates.get(at);
        if (!run.matched().contains(entry)) {
            PreparedExpressions ex = engine.prepare(request instanceof QueryRequest q ? ExpressionInput.of(q, run.view())
                    : ExpressionInput.of((ScanRequest) request, run.view()));
            String why = ex.filterExplainer() == null ? "the filter removes it" : ex.filterExplainer().apply(stored);
            return new Explanation(Verdict.FILTERED_OUT, "it was read (item " + (at + 1) + " of the page) but the"
                    + " FilterExpression removed it: " + why);
        }
        return new Explanation(Verdict.RETURNED, "returned as item " + (run.matched().indexOf(entry) + 1)
                + " of " + run.matched().size() + " on this page");
    }


    /** The first key attribute of the condition (every HASH equality, then each RANGE condition in order) the item misses. */
    private Explanation outsideKeyCondition(QueryRequest q, IndexView view, Item stored) {
        KeyCondition kc = KeyConditionRange.keyCondition(q, engine.prepare(ExpressionInput.of(q, view)), view);
        for (KeyCondition.Equality equality : kc.partitionKeys()) {
            AttributeValue pk = stored.get(equality.attributeName());
            if (ValueOrder.compare(pk, equality.value()) != 0) {
                return new Explanation(Verdict.OTHER_PARTITION, "it is in partition " + equality.attributeName() + " = "
                        + text(pk) + (view.isTable() ? "" : " of " + view.name()) + "; the Query reads "
                        + partitionText(kc));
            }
        }
        for (SortCondition sort : kc.sortConditions()) {
            Explanation outside = outsideSortCondition(sort, stored);
            if (outside != null) {
                return outside;
            }
        }
        return null;
    }

    /** Every partition-key equality of the condition, joined by AND. */
    private static String partitionText(KeyCondition kc) {
        return String.join(" AND ", kc.partitionKeys().stream()
                .map(e -> e.attributeName() + " = " + text(e.value())).toList());
    }

    private static Explanation outsideSortCondition(SortCondition sort, Item stored) {
        AttributeValue v = stored.get(sort.attributeName());
        boolean ok = switch (sort.operator()) {
            case EQ -> ValueOrder.compare(v, sort.value()) == 0;
            case LT -> ValueOrder.compare(v, sort.value()) < 0;
            case LE -> ValueOrder.compare(v, sort.value()) <= 0;
            case GT -> ValueOrder.compare(v, sort.value()) > 0;
            case GE -> ValueOrder.compare(v, sort.value()) >= 0;
            case BETWEEN -> ValueOrder.compare(v, sort.value()) >= 0 && ValueOrder.compare(v, sort.upper()) <= 0;
            case BEGINS_WITH -> KeyCodec.sortable(v).startsWith(KeyCodec.sortable(sort.value()));
        };
        if (ok) {
            return null;
        }
        String condition = switch (sort.operator()) {
            case BETWEEN -> "BETWEEN " + text(sort.value()) + " AND " + text(sort.upper());
            case BEGINS_WITH -> "begins_with " + text(sort.value());
            default -> sort.operator().symbol() + " " + text(sort.value());
        };
        return new Explanation(Verdict.SORT_KEY_OUT_OF_RANGE, "its sort key " + sort.attributeName() + " = " + text(v)
                + " is outside the range: the Query asks for " + sort.attributeName() + " " + condition);
    }

    private static Explanation outsideScanStart(ScanRequest s, IndexView view, Item stored) {
        KeyBytes hash = KeyCodec.hash(stored.get(view.tableKeySchema().partitionKey().name()));
        if (s.totalSegments() != null && s.segment() != null && s.totalSegments() > 0) {
            KeyBytes begin = ScanSegments.segmentBegin(s.totalSegments(), s.segment());
            KeyBytes end = ScanSegments.segmentEnd(s.totalSegments(), s.segment());
            if (hash.compareTo(begin) < 0 || hash.compareTo(end) > 0) {
                return new Explanation(Verdict.OTHER_SEGMENT, "its partition key hashes outside segment "
                        + s.segment() + " of " + s.totalSegments());
            }
        }
        Item esk = s.exclusiveStartKey();
        if (esk != null) {
            int c = view.scanKeyOf(stored).compareTo(view.scanKeyOf(esk));
            if (c == 0) {
                c = view.scanPosition(stored).compareTo(view.scanPosition(esk));
            }
            if (c <= 0) {
                return new Explanation(Verdict.BEFORE_START_KEY, "the Scan reaches it at or before the"
                        + " ExclusiveStartKey " + keyText(esk, view.keyAttributeNames()) + ", so an earlier page had it");
            }
        }
        return null;
    }

    static String keyText(Item key, List<String> names) {
        StringBuilder b = new StringBuilder("{");
        for (String name : names) {
            if (key.has(name)) {
                if (b.length() > 1) {
                    b.append(", ");
                }
                b.append(name).append(" = ").append(text(key.get(name)));
            }
        }
        return b.append('}').toString();
    }

    static String text(AttributeValue v) {
        if (v instanceof AttributeValue.S s) {
            return "'" + s.value() + "'";
        } else if (v instanceof AttributeValue.N n) {
            return n.value();
        } else if (v instanceof AttributeValue.B b) {
            return "b64:" + b.value().toBase64();
        }
        return String.valueOf(v);
    }
}
