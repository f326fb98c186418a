package dev.tablewright.engine;

import dev.tablewright.engine.ExpressionSupport;
import dev.tablewright.engine.PreparedExpressions;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.ExpressionInput;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.KeyTerm;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.Select;
import dev.tablewright.engine.request.SortCondition;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ProjectionType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.Arrays;

/** Runs Query and Scan pages over a table's views, as DynamoDB Local does. */
final class Reads {
    static final long PAGE_BYTES = 1024 * 1024;
    static final String INCONSISTENT_TYPES = "Type mismatch for attribute to update";
    /** DynamoDB Local 3.3.1's words for a Query or Scan of a GSI with ConsistentRead (2.6.1 had one per verb). */
    private static final String GSI_CONSISTENT_READ = "Consistent reads are not supported on global secondary indexes";
    private static final BigInteger MAX_HASH = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);

    private final ExpressionSupport expressions;
    private final Fidelity fidelity;

    Reads(ExpressionSupport expressions, Fidelity fidelity) {
        this.expressions = expressions;
        this.fidelity = fidelity;
    }

    // ---------------------------------------------------------------- Query

    PageRun query(InMemoryTable table, QueryRequest q) {
        IndexView view = table.view(q.indexName());
        if (view.isGlobal() && q.strong()) {
            throw RequestException.validation(GSI_CONSISTENT_READ);
        }
        requireLimit(q.limit());
        PreparedExpressions ex = expressions.prepare(ExpressionInput.of(q, view));
        KeyCondition kc = keyCondition(q, ex, view);
        Select select = select(q.select(), ex.projection() != null, view);
        validateQueryFilter(ex, view);
        validateProjection(ex, view, select);
        Item esk = q.exclusiveStartKey();
        if (esk != null) {
            validateStartKey(esk, view);
            if (!fits(esk, kc, view, q.forward())) {
                throw RequestException.validation("The provided starting key does not match the range key predicate");
            }
        }
        List<IndexView.Entry> candidates = new ArrayList<>();
        IndexView.Partition partition = view.partition(kc.partitionValue());
        if (partition != null) {
            NavigableMap<IndexView.Position, IndexView.Entry> range = range(partition.entries(), kc.sort());
            if (esk != null) {
                IndexView.Position start = view.position(esk);
                range = q.forward() ? range.tailMap(start, false) : range.headMap(start, false);
            }
            if (!q.forward()) {
                range = range.descendingMap();
            }
            for (IndexView.Entry e : range.values()) {
                if (q.limit() != null && candidates.size() >= q.limit()) {
                    break;
                }
                candidates.add(e);
            }
        }
        boolean limitReached = q.limit() != null && candidates.size() == q.limit();
        Predicate<Item> filter = ex.filter();
        int scanned = 0;
        long bytes = 0;
        boolean cut = false;
        List<IndexView.Entry> matched = new ArrayList<>();
        for (IndexView.Entry e : candidates) {
            scanned++;
            boolean keep = filter == null || filter.test(e.item());
            if (keep) {
                matched.add(e);
            }
            if (fidelity == Fidelity.DYNAMODB) {
                bytes += readSize(view, e);
            } else if (keep) {
                bytes += e.itemSize();
            }
            if (bytes >= PAGE_BYTES) {
                cut = scanned < candidates.size() || fidelity == Fidelity.DYNAMODB;
                break;
            }
        }
        List<IndexView.Entry> chargeable = candidates.subList(0, scanned);
        IndexView.Entry last;
        if (scanned < candidates.size() || (cut && fidelity == Fidelity.DYNAMODB)) {
            last = candidates.get(scanned - 1);
        } else {
            last = limitReached ? candidates.get(candidates.size() - 1) : null;
        }
        Item lastKey = null;
        if (last != null) {
            lastKey = IndexView.only(last.item(), view.keyAttributeNames());
            if (!fits(lastKey, kc, view, q.forward()) || (view.isTable() && !view.keySchema().hasSortKey())) {
                lastKey = null;
            }
        }
        List<Item> items = select == Select.COUNT ? null : output(matched, view, select, ex.projection());
        ConsumedCapacity cc = null;
        if (wanted(q.returnConsumedCapacity())) {
            long read = 0;
            for (IndexView.Entry e : chargeable) {
                read += readSize(view, e);
            }
            double units = unitsOrMinimum(Capacities.contiguous(read, q.strong()), q.strong());
            double extra = 0;
            if (view.isLocal() && view.projection().type() != ProjectionType.ALL
                    && (select == Select.ALL_ATTRIBUTES || select == Select.SPECIFIC_ATTRIBUTES)) {
                extra = Capacities.random(chargeable.stream().mapToLong(IndexView.Entry::itemSize).toArray(), q.strong());
            }
            cc = Capacities.read(q.returnConsumedCapacity(), table.name(), view, units, extra);
        }
        ReadResult result = new ReadResult(items, matched.size(), scanned, lastKey, cc);
        return new PageRun(view, candidates, scanned, matched, limitReached, scanned < candidates.size(), result);
    }

    private double unitsOrMinimum(double units, boolean strong) {
        if (units == 0 && fidelity == Fidelity.DYNAMODB) {
            return strong ? 1.0 : 0.5;
        }
        return units;
    }

    /** The size of the item as the view holds it, which is what reading it costs. */
    private static long readSize(IndexView view, IndexView.Entry e) {
        return view.isTable() ? e.itemSize() : e.projectedSize();
    }

    private static boolean wanted(ReturnConsumedCapacity rcc) {
        return rcc != null && rcc != ReturnConsumedCapacity.NONE;
    }

    private static NavigableMap<IndexView.Position, IndexView.Entry> range(
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

    /** The bound key condition of a Query, checked against the view's key schema. */
    static KeyCondition keyCondition(QueryRequest q, PreparedExpressions ex, IndexView view) {
        KeyCondition kc = q.keyCondition() != null ? q.keyCondition() : ex.keyCondition();
        if (kc == null) {
            if (ex.keyTerms() == null) {
                throw RequestException.validation(
                        "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
            }
            kc = fromTerms(ex.keyTerms(), view.keySchema());
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

    private static KeyCondition fromTerms(List<KeyTerm> terms, KeySchema keys) {
        if (terms.isEmpty() || terms.size() > 2) {
            throw RequestException.validation("Conditions can be of length 1 or 2 only");
        }
        KeyTerm partition = null;
        KeyTerm sort = null;
        for (KeyTerm term : terms) {
            if (term.attribute().equals(keys.partitionKey().name()) && partition == null) {
                partition = term;
            } else {
                sort = term;
            }
        }
        if (partition == null) {
            throw RequestException.validation("Query condition missed key schema element: " + keys.partitionKey().name());
        }
        if (partition.operator() != KeyOperator.EQ) {
            throw RequestException.validation("Query key condition not supported");
        }
        SortCondition sortCondition = null;
        if (sort != null) {
            sortCondition = sort.operator() == KeyOperator.BETWEEN
                    ? SortCondition.between(sort.attribute(), sort.values().get(0), sort.values().get(1))
                    : SortCondition.of(sort.attribute(), sort.operator(), sort.values().get(0));
        }
        return new KeyCondition(partition.attribute(), partition.values().get(0), sortCondition);
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
    private static boolean fits(Item key, KeyCondition kc, IndexView view, boolean forward) {
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

    private static void validateQueryFilter(PreparedExpressions ex, IndexView view) {
        if (ex.filter() == null) {
            return;
        }
        for (String key : view.keySchema().attributeNames()) {
            if (ex.filterAttributes().contains(key)) {
                throw RequestException.validation(
                        "Filter Expression can only contain non-primary key attributes: Primary key attribute: " + key);
            }
        }
        List<String> projected = view.projectedNames();
        if (projected != null) {
            TreeSet<String> missing = new TreeSet<>(ex.filterAttributes());
            missing.removeAll(projected);
            if (!missing.isEmpty()) {
                throw RequestException.validation("One or more parameter values were invalid: Secondary index "
                        + view.name() + " does not project one or more filter attributes: " + List.copyOf(missing));
            }
        }
    }

    private static void validateProjection(PreparedExpressions ex, IndexView view, Select select) {
        List<String> projected = view.projectedNames();
        if (ex.projection() == null || !view.isGlobal() || projected == null) {
            return;
        }
        List<String> missing = new ArrayList<>(ex.projectionAttributes());
        missing.removeAll(projected);
        if (!missing.isEmpty()) {
            throw RequestException.validation("One or more parameter values were invalid: Global secondary index "
                    + view.name() + " does not project " + missing);
        }
    }

    /** Select as Local settles it: the default for the table or index, checked against the request. */
    static Select select(Select requested, boolean hasProjection, IndexView view) {
        if (requested == null) {
            return hasProjection ? Select.SPECIFIC_ATTRIBUTES
                    : view.isTable() ? Select.ALL_ATTRIBUTES : Select.ALL_PROJECTED_ATTRIBUTES;
        }
        switch (requested) {
            case ALL_ATTRIBUTES -> {
                if (hasProjection) {
                    throw RequestException.validation(
                            "Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES");
                }
                if (view.isGlobal() && view.projection().type() != ProjectionType.ALL) {
                    throw RequestException.validation("One or more parameter values were invalid: Select type"
                            + " ALL_ATTRIBUTES is not supported for global secondary index " + view.name()
                            + " because its projection type is not ALL");
                }
            }
            case ALL_PROJECTED_ATTRIBUTES -> {
                if (hasProjection) {
                    throw RequestException.validation(
                            "Cannot specify the ProjectionExpression when choosing to get ALL_PROJECTED_ATTRIBUTES");
                }
                if (view.isTable()) {
                    throw RequestException.validation(
                            "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
                }
            }
            case COUNT -> {
                if (hasProjection) {
                    throw RequestException.validation(
                            "Cannot specify the ProjectionExpression when choosing to get COUNT");
                }
            }
            case SPECIFIC_ATTRIBUTES -> {
                if (!hasProjection) {
                    throw RequestException.validation("Must specify the AttributesToGet or ProjectionExpression when"
                            + " choosing to get SPECIFIC_ATTRIBUTES");
                }
            }
            default -> throw new IllegalStateException();
        }
        return requested;
    }

    private static List<Item> output(List<IndexView.Entry> entries, IndexView view, Select select,
                                     UnaryOperator<Item> projection) {
        List<Item> out = new ArrayList<>(entries.size());
        for (IndexView.Entry e : entries) {
            if (projection != null) {
                out.add(projection.apply(e.item()));
            } else if (select == Select.ALL_PROJECTED_ATTRIBUTES) {
                out.add(e.projected());
            } else {
                out.add(e.item());
            }
        }
        return out;
    }

    private static void requireLimit(Integer limit) {
        if (limit != null && limit < 1) {
            throw RequestException.validation("Limit must be greater than or equal to 1");
        }
    }

    private static void validateStartKey(Item esk, IndexView view) {
        List<String> names = view.keyAttributeNames();
        if (esk.size() != names.size()) {
            throw RequestException.validation("Exclusive Start Key must have same size as table's key schema");
        }
        for (KeyAttribute a : allKeys(view)) {
            AttributeValue v = esk.get(a.name());
            if (v == null) {
                throw RequestException.validation("The provided starting key is invalid");
            }
            if (v.type() != a.type().attributeType()) {
                throw RequestException.validation(INCONSISTENT_TYPES);
            }
        }
    }

    private static List<KeyAttribute> allKeys(IndexView view) {
        List<KeyAttribute> keys = new ArrayList<>(view.tableKeySchema().attributes());
        for (KeyAttribute a : view.keySchema().attributes()) {
            if (keys.stream().noneMatch(k -> k.name().equals(a.name()))) {
                keys.add(a);
            }
        }
        return keys;
    }

    // ---------------------------------------------------------------- Scan

    PageRun scan(InMemoryTable table, ScanRequest s) {
        IndexView view = table.view(s.indexName());
        if (view.isGlobal() && s.strong()) {
            throw RequestException.validation(GSI_CONSISTENT_READ);
        }
        requireLimit(s.limit());
        PreparedExpressions ex = expressions.prepare(ExpressionInput.of(s, view));
        Item esk = s.exclusiveStartKey();
        if (esk != null) {
            validateStartKey(esk, view);
        }
        Select select = select(s.select(), ex.projection() != null, view);
        validateProjection(ex, view, select);
        KeyBytes begin = null;
        KeyBytes end = null;
        if (s.segment() != null || s.totalSegments() != null) {
            validateSegments(s.segment(), s.totalSegments());
            begin = segmentBegin(s.totalSegments(), s.segment());
            end = segmentEnd(s.totalSegments(), s.segment());
            if (esk != null) {
                KeyBytes h = KeyCodec.hash(esk.get(view.tableKeySchema().partitionKey().name()));
                if (h.compareTo(begin) < 0 || h.compareTo(end) > 0) {
                    throw RequestException.validation("Exclusive start key must lie within the segment");
                }
            }
        }
        List<IndexView.Entry> candidates = candidates(view, esk, begin, end, s.limit());
        boolean limitReached = s.limit() != null && candidates.size() == s.limit();
        Predicate<Item> filter = ex.filter();
        int scanned = 0;
        long bytes = 0;
        List<IndexView.Entry> matched = new ArrayList<>();
        for (IndexView.Entry e : candidates) {
            if (filter == null || filter.test(e.item())) {
                matched.add(e);
            }
            long size = fidelity == Fidelity.DYNAMODB ? readSize(view, e) : e.itemSize();
            scanned++;
            if (bytes + size >= PAGE_BYTES) {
                break;
            }
            bytes += size;
        }
        IndexView.Entry last;
        if (scanned > 0 && scanned < candidates.size()) {
            last = candidates.get(scanned - 1);
        } else {
            last = limitReached ? candidates.get(candidates.size() - 1) : null;
        }
        Item lastKey = last == null ? null : IndexView.only(last.item(), view.keyAttributeNames());
        List<Item> items = select == Select.COUNT ? null : output(matched, view, select, ex.projection());
        ConsumedCapacity cc = null;
        if (wanted(s.returnConsumedCapacity())) {
            long read = 0;
            for (IndexView.Entry e : candidates.subList(0, scanned)) {
                read += fidelity == Fidelity.DYNAMODB ? readSize(view, e) : e.itemSize();
            }
            double units = unitsOrMinimum(Capacities.contiguous(read, s.strong()), s.strong());
            cc = Capacities.read(s.returnConsumedCapacity(), table.name(), view, units, 0);
        }
        ReadResult result = new ReadResult(items, matched.size(), scanned, lastKey, cc);
        return new PageRun(view, candidates, scanned, matched, limitReached, scanned < candidates.size(), result);
    }

    private static List<IndexView.Entry> candidates(IndexView view, Item esk, KeyBytes begin, KeyBytes end,
                                                    Integer limit) {
        List<IndexView.Entry> out = new ArrayList<>();
        KeyBytes startPartition = esk == null ? null : view.scanKeyOf(esk);
        IndexView.ScanPosition startPosition = esk == null ? null : view.scanPosition(esk);
        Iterable<IndexView.Partition> partitions = startPartition == null ? view.partitionsInScanOrder()
                : view.partitionsFrom(startPartition);
        for (IndexView.Partition p : partitions) {
            if (!view.isGlobal() && end != null && p.scanKey.compareTo(end) > 0) {
                break;
            }
            boolean startHere = startPartition != null && p.scanKey.equals(startPartition);
            for (IndexView.Entry e : p.inScanOrder(view)) {
                if (limit != null && out.size() >= limit) {
                    return out;
                }
                if (startHere && view.scanPosition(e).compareTo(startPosition) <= 0) {
                    continue;
                }
                if (begin != null && (e.tableHash().compareTo(begin) < 0 || e.tableHash().compareTo(end) > 0)) {
                    continue;
                }
                out.add(e);
            }
        }
        return out;
    }

    private static void validateSegments(Integer segment, Integer total) {
        if (segment == null) {
            throw RequestException.validation(
                    "If total segments is specified, a particular segment must also be specified for this request");
        }
        if (total == null) {
            throw RequestException.validation("If segment is specified, total segment must also be specified");
        }
        if (total <= 0 || total > 1000000) {
            throw RequestException.validation("1 validation error detected: Value '" + total
                    + "' at 'totalSegments' failed to satisfy constraint: Member must have value less than or equal to"
                    + " 1000000");
        }
        if (segment < 0 || segment >= total) {
            throw RequestException.validation("1 validation error detected: Value '" + segment
                    + "' at 'segment' failed to satisfy constraint: Member must have value less than or equal to "
                    + (total - 1));
        }
    }

    static KeyBytes segmentBegin(int total, int segment) {
        return sha1Bytes(MAX_HASH.divide(BigInteger.valueOf(total)).multiply(BigInteger.valueOf(segment)));
    }

    static KeyBytes segmentEnd(int total, int segment) {
        if (segment + 1 == total) {
            return sha1Bytes(MAX_HASH);
        }
        return sha1Bytes(MAX_HASH.divide(BigInteger.valueOf(total)).multiply(BigInteger.valueOf(segment + 1L))
                .subtract(BigInteger.ONE));
    }

    private static KeyBytes sha1Bytes(BigInteger n) {
        byte[] raw = n.toByteArray();
        byte[] out = new byte[20];
        int copy = Math.min(raw.length, 20);
        System.arraycopy(raw, raw.length - copy, out, 20 - copy, copy);
        return KeyBytes.wrap(out);
    }
}
